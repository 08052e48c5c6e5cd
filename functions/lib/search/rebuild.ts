import { allProducts } from '#lib/db/products';
import { searchPacks, type StoredSearchDoc } from './packs.ts';
import { searchDocFor } from './docs.ts';

/** The whole search index again from every product in the table (the seed, a start without one, `npm run rebuild:search`). */
export async function rebuildSearch(): Promise<{ products: number; ms: number }> {
  const t = performance.now();
  const docs: StoredSearchDoc[] = [];
  for await (const page of allProducts()) {
    const built = await Promise.all(page.map((p) => searchDocFor(p._id)));
    for (const d of built) if (d) docs.push(d);
  }
  await searchPacks.writeAll(docs);
  return { products: docs.length, ms: performance.now() - t };
}
