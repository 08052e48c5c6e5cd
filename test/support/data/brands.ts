import { putBrand } from '#lib/brands/store';
import type { Brand } from '#shared/schemas/catalog';
import { useLocalTable } from '#test/support/table';

// Test data through the brands domain's own store, on the runtime's table.

/** Writes the brand whole, keyed and listed under its producer as its store keys it. */
export async function addBrand(b: Brand): Promise<void> {
  useLocalTable();
  await putBrand(b);
}
