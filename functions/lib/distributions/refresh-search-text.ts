import { refreshDistributionSearchText } from '#lib/distributions/store';
import { distributionSearchText } from '#lib/distributions/search-text';
import { withBrandNames } from '#lib/brands/store/names';
import { getProducts } from '#lib/products/store';

/**
 * Brings every distribution entry of these products up to date with the products as stored (a
 * renamed product or brand), a few products at a time. Both reads are consistent, as the write
 * that renamed was made just before; the brand's name is its brand item's, the one source of it,
 * since the copy a product carries may lag (a brand save still copying it, or a transfer's write of
 * the product as read before the rename).
 */
export async function refreshSearchTextOf(productIds: readonly string[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 25) {
    const products = await withBrandNames(await getProducts(productIds.slice(i, i + 25), true), true);
    await Promise.all(products.map((p) => refreshDistributionSearchText(p._id, distributionSearchText(p))));
  }
}
