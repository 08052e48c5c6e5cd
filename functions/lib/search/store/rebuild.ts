import { allProducts } from '#lib/products/store';
import { searchPacks, type StoredSearchDoc } from '#lib/search/store';
import { searchDocOf, searchDocsFor } from '#lib/search/docs';
import type { JoinedProduct } from '#lib/products/store/joined';

/** Every product's search document, page by page from the table. */
export async function allSearchDocs(): Promise<StoredSearchDoc[]> {
  const docs: StoredSearchDoc[] = [];
  for await (const page of allProducts()) docs.push(...(await searchDocsFor(page)).values());
  return docs;
}

/** These products' documents as the table holds them now (a product gone, or no longer searchable, has none). */
export const currentSearchDocs = async (ids: string[]) => [...(await searchDocsFor(ids)).values()];

/**
 * The whole search index again from every product in the table (the seed, a start without one, a
 * recalc, `npm run rebuild:search`), safe beside the stream worker's commits (`rebuild` of
 * #lib/table/packs: a pack that moved meanwhile has its products read again).
 */
export async function rebuildSearch(): Promise<{ products: number; refreshed: number; ms: number }> {
  const t = performance.now();
  const r = await searchPacks.rebuild(allSearchDocs, currentSearchDocs);
  return { products: r.members, refreshed: r.refreshed, ms: performance.now() - t };
}

/**
 * The whole search index from these products, joined with their lots and results by the caller
 * (the seed, which holds them: nothing else writes yet, so the packs are written from scratch).
 */
export async function writeSearchIndex(joined: readonly JoinedProduct[]): Promise<{ products: number }> {
  const docs = joined.flatMap((j) => searchDocOf(j) ?? []);
  await searchPacks.writeAll(docs);
  return { products: docs.length };
}
