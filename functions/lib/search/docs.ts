import { stampSummary } from '#shared/cannastamp/summary';
import { getBrand } from '#lib/db/brands';
import { getProduct } from '#lib/db/products';
import { getLotWithTest } from '#lib/catalog/lot-view';
import type { StoredSearchDoc } from './packs.ts';
import { searchableBrand } from './engine.ts';

/**
 * A product's search document from the table as it is now; undefined when the product is not to
 * be found (deleted, or its brand is 'unknown' or unnamed). The brand's own item names it, so a
 * renamed brand is found by its new name.
 */
export async function searchDocFor(productId: string): Promise<StoredSearchDoc | undefined> {
  const product = await getProduct(productId);
  if (!product || product.active === false) return undefined;
  const brandName = (await getBrand(product.brand._id))?.name ?? product.brand.name;
  if (!searchableBrand(brandName)) return undefined;
  const lot = product.latestLot ? await getLotWithTest(product.latestLot) : undefined;
  const test = lot?.testResult;
  return {
    _id: product._id,
    name: product.name,
    ...(product.productName ? { productName: product.productName } : {}),
    ...(product.strain && product.strain !== 'Not Available' ? { strain: product.strain } : {}),
    brandName,
    cleanUrl: product.cleanUrl,
    available: product.available,
    ...(lot ? { lotId: lot._id } : {}),
    ...(test ? { test: stampSummary(test) } : {}),
  };
}
