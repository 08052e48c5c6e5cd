import type { Product } from '#shared/schemas/catalog';
import { META } from '#lib/table/dynamodb';

// A product's place in the table (docs/data-model.md): its item, the partitions of its lists and
// the items that hang off it. Every other module builds these keys from here.

const PRODUCT_ENTITY = 'product';

/** The partition of a product's own item and of what a product holds (distributions). */
export const productPartition = (id: string) => `PRODUCT#${id}`;

export const productKey = (id: string) => ({ pk: productPartition(id), sk: META });

/** gsi1: a company's products, by last change. */
export const clientProductsPartition = (companyId: string) => `CLIENT#${companyId}#PRODUCTS`;

/** gsi2: a brand's products, by name. */
export const brandProductsPartition = (brandId: string) => `BRAND#${brandId}#PRODUCTS`;

/** gsi3: every product, by last change (rebuilds and the admin table). */
export const ALL_PRODUCTS = 'PRODUCTS';

/** gsi4 (sparse): tagged products still on the site, by name (Terpestival). */
export const TAGGED_PRODUCTS = 'TAGGED';

/** The sort key of a product's change-ordered lists (gsi1, gsi3). */
export const changedSortKey = (updatedAt: string, id: string) => `${updatedAt}#${id}`;

/** A product as the table stores it: its key and index attributes beside its fields. */
export const productRecord = (p: Product) => ({
  ...p,
  ...productKey(p._id),
  entity: PRODUCT_ENTITY,
  gsi1pk: clientProductsPartition(p.producer),
  gsi1sk: changedSortKey(p.updatedAt, p._id),
  gsi2pk: brandProductsPartition(p.brand._id),
  gsi2sk: `${p.name.toLowerCase()}#${p._id}`,
  gsi3pk: ALL_PRODUCTS,
  gsi3sk: changedSortKey(p.updatedAt, p._id),
  // sparse: only tagged products still on the site enter the Terpestival index
  ...(p.tags.length > 0 && p.active ? { gsi4pk: TAGGED_PRODUCTS, gsi4sk: `${p.name.toLowerCase()}#${p._id}` } : {}),
});

/** The item that finds the product a CSV row made, by the row's import key. */
export const importKeyOf = (producer: string, importKey: string) => ({
  pk: `CLIENT#${producer}`,
  sk: `IMPORT#${importKey}`,
});
