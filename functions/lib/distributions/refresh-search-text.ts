import { refreshDistributionSearchText } from '#lib/distributions/store';
import { distributionSearchText } from '#lib/distributions/search-text';
import { getProducts } from '#lib/products/store';

/**
 * Brings every distribution entry of these products up to date with the products as stored (a
 * renamed product or brand), a few products at a time.
 */
export async function refreshSearchTextOf(productIds: readonly string[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 25) {
    const products = await getProducts(productIds.slice(i, i + 25));
    await Promise.all(products.map((p) => refreshDistributionSearchText(p._id, distributionSearchText(p))));
  }
}
