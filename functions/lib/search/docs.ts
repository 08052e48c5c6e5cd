import { stampSummary } from '#shared/cannastamp/summary';
import type { Product } from '#shared/schemas/catalog';
import { joinProducts, type JoinedProduct } from '#lib/products/store/joined';
import type { StoredSearchDoc } from './store.ts';
import { searchableBrand } from './engine.ts';

/**
 * A product's search document from the product with its latest lot and result (the join's
 * answer); none for a deleted product or one whose brand is 'unknown' or unnamed.
 */
export function searchDocOf({ product, lot }: JoinedProduct): StoredSearchDoc | undefined {
  if (product.active === false) return undefined;
  const brandName = product.brand.name;
  if (!searchableBrand(brandName)) return undefined;
  const test = lot?.testResult;
  return {
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
  };
}

/**
 * The search documents of these products (or product ids) from the table as it is now, by
 * product id; a product not to be found (deleted, or its brand is 'unknown' or unnamed) has none.
 * The brand's own item names it (the join reads it), so a renamed brand is found by its new name.
 * A batch costs the join's BatchGet rounds, whatever its size.
 */
export async function searchDocsFor(products: readonly (Product | string)[]): Promise<Map<string, StoredSearchDoc>> {
  const docs = new Map<string, StoredSearchDoc>();
  for (const joined of (await joinProducts(products)).values()) {
    const doc = searchDocOf(joined);
    if (doc) docs.set(doc._id, doc);
  }
  return docs;
}
