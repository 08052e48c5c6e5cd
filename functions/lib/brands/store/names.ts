import { getBrands } from '#lib/brands/store';

// A brand's name has one source: its brand item. Products, similar-product cards and binder cards
// carry a brand reference `{ _id, name }` whose name was copied when they were written, so a view
// resolves the name from the brand item when it reads (one BatchGet for all the brands of a list).
// The client's product list alone shows the products' copy, which a brand save rewrites.

type WithBrand = { brand: { _id: string; name: string } };

/**
 * The current names of these brands, by id (a brand that is gone keeps no entry); `consistent`
 * sees a rename just saved.
 */
export async function brandNames(ids: readonly string[], consistent = false): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  return new Map(unique.length ? (await getBrands(unique, consistent)).map((b) => [b._id, b.name]) : []);
}

/** Each item with its brand's current name (the copied one where the brand item is gone). */
export async function withBrandNames<T extends WithBrand>(items: readonly T[], consistent = false): Promise<T[]> {
  const names = await brandNames(
    items.flatMap((i) => (i.brand?._id ? [i.brand._id] : [])),
    consistent,
  );
  return items.map((i) => {
    const name = i.brand?._id ? names.get(i.brand._id) : undefined;
    return name === undefined || name === i.brand.name ? i : { ...i, brand: { ...i.brand, name } };
  });
}
