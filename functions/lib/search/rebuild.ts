import { allProducts } from '#lib/db/products';
import { searchPacks, type StoredSearchDoc } from './packs.ts';
import { searchDocsFor } from './docs.ts';

/** The whole search index again from every product in the table (the seed, a start without one, `npm run rebuild:search`). */
export async function rebuildSearch(): Promise<{ products: number; ms: number }> {
  const t = performance.now();
  const docs: StoredSearchDoc[] = [];
  for await (const page of allProducts()) {
    docs.push(...(await searchDocsFor(page)).values());
  }
  await searchPacks.writeAll(docs);
  return { products: docs.length, ms: performance.now() - t };
}
