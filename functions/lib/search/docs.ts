import { stampSummary } from '#shared/cannastamp/summary';
import type { Product } from '#shared/schemas/catalog';
import { joinProducts } from '#lib/products/store/joined';
import type { StoredSearchDoc } from './store.ts';
import { searchableBrand } from './engine.ts';

/**
 * The search documents of these products (or product ids) from the table as it is now, by
 * product id; a product not to be found (deleted, or its brand is 'unknown' or unnamed) has none.
 * The brand's own item names it (the join reads it), so a renamed brand is found by its new name.
 * A batch costs the join's BatchGet rounds, whatever its size.
 */
export async function searchDocsFor(products: readonly (Product | string)[]): Promise<Map<string, StoredSearchDoc>> {
  const joined = [...(await joinProducts(products)).values()].filter(({ product }) => product.active !== false);
  const docs = new Map<string, StoredSearchDoc>();
  for (const { product, lot } of joined) {
    const brandName = product.brand.name;
    if (!searchableBrand(brandName)) continue;
    const test = lot?.testResult;
    docs.set(product._id, {
      _id: product._id,
      name: product.name,
      ...(product.productName ? { productName: product.productName } : {}),
      ...(product.strain && product.strain !== 'Not Available' ? { strain: product.strain } : {}),
      brandName,
      cleanUrl: product.cleanUrl,
      productCategory: product.productCategory,
      available: product.available,
      ...(lot ? { lotId: lot._id } : {}),
      ...(test ? { test: stampSummary(test) } : {}),
    });
  }
  return docs;
}
