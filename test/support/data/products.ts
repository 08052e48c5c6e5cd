import { deleteProductItem, putProduct, setProductFields } from '#lib/products/store';
import type { Product } from '#shared/schemas/catalog';
import { useLocalTable } from '#test/support/table';

// Test data through the products domain's own store, on the runtime's table.

/** Writes the product whole, keyed and listed (company, brand, every product, tags) as its store keys it. */
export async function addProduct(p: Product): Promise<void> {
  useLocalTable();
  await putProduct(p);
}

/** Sets these fields of the product alone, its index entries as they were (an edit made outside the forms). */
export async function setProduct(id: string, fields: Partial<Product> & Record<string, unknown>): Promise<void> {
  useLocalTable();
  await setProductFields(id, fields);
}

/** Removes the product's item outright, as no route does (the site soft-deletes). */
export async function removeProduct(id: string): Promise<void> {
  useLocalTable();
  await deleteProductItem(id);
}
