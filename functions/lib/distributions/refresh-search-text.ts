import { refreshDistributionSearchText, writeSearchText } from '#lib/distributions/store';
import { distributionSearchText } from '#lib/distributions/search-text';
import { withBrandNames } from '#lib/brands/store/names';
import { getProducts } from '#lib/products/store';

/**
 * These products as stored now, each with its brand's name from the brand item, its one source:
 * the copy a product carries may lag (a brand save still copying it, or a transfer's write of the
 * product as read before the rename). Both reads are consistent, as a rename may have been
 * written just before.
 */
const currentProducts = async (ids: readonly string[]) => withBrandNames(await getProducts([...ids], true), true);

/**
 * Brings every distribution entry of these products up to date with the products as stored (a
 * renamed product or brand), a few products at a time.
 */
export async function refreshSearchTextOf(productIds: readonly string[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 25) {
    const products = await currentProducts(productIds.slice(i, i + 25));
    await Promise.all(products.map((p) => refreshDistributionSearchText(p._id, distributionSearchText(p))));
  }
}

/**
 * Brings an entry just made up to date with its product as it is now. Its text was read before the
 * entry existed: a rename written after that read whose refresh listed the product's entries before
 * this one was there is seen here, since this read comes after the entry's write (of the rename's
 * refresh and this read, one always sees the other's write).
 */
export async function settleSearchText(product: string, dispensary: string, written: string): Promise<void> {
  const [now] = await currentProducts([product]);
  if (now && distributionSearchText(now) !== written)
    await writeSearchText(product, dispensary, distributionSearchText(now));
}
