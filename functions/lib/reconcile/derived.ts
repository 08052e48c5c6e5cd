import { COUNT_KINDS, readCount, recount } from '#lib/clients/store/counts';
import { companyPage } from '#lib/jobs/store/recalc';
import { retryOnPackConflict } from '#lib/table/packs';
import { allSearchDocs } from '#lib/search/store/rebuild';
import { searchPackCodec, searchPacks, type StoredSearchDoc } from '#lib/search/store';
import { loadIndex } from '#lib/similar/store';
import { tablePoints } from '#lib/similar/store/rebuild';
import { refreshProducts } from '#lib/similar/store/refresh';
import type { IndexPoint } from '#lib/similar/store';
import { testPacks, type TestRow } from '#lib/test-result-index/store';
import { allTestRows, refreshTestRows } from '#lib/test-result-index/store/rebuild';
import type { Repaired } from './metrics.ts';

// The derived views checked against their sources and mended where they differ (docs/
// architecture.md, Derived data): each company's counters against its items, the search packs
// against every product's document, the similar-products points against every product's lot and
// result, the admin test table against every result. The stream workers keep them in step as the table changes and retry a failure for as
// long as the stream keeps the record; this is the backstop that finds what slipped past anyway
// (a record dead-lettered after a day, a bug since fixed) and says how much it found.

/** A company's counters recounted from its items; answers how many had drifted. */
export async function reconcileClientCounters(id: string): Promise<number> {
  const before = await Promise.all(COUNT_KINDS.map((k) => readCount(id, k)));
  const after = await recount(id);
  return COUNT_KINDS.filter((k, i) => after[k] !== before[i]).length;
}

/** Every company's counters recounted from its items; answers how many had drifted. */
export async function reconcileCounters(): Promise<number> {
  let repaired = 0;
  let cursor: Record<string, string> | null = null;
  do {
    const page = await companyPage(100, cursor);
    for (const id of page.ids) repaired += await reconcileClientCounters(id);
    cursor = page.next;
  } while (cursor);
  return repaired;
}

// a document as a pack would hand it back: the packs round figures and keep only what they show
const codec = searchPackCodec();
const asStored = (d: StoredSearchDoc) => JSON.stringify(codec.decode(codec.encode([d]))[0]);

const view = searchPacks.view();

/** The products whose search document differs from the table's (missing, stale, or of a product gone). */
export async function searchDrift(): Promise<{ differ: Set<string>; fresh: Map<string, StoredSearchDoc> }> {
  const fresh = new Map((await allSearchDocs()).map((d) => [d._id, d]));
  const packed = (await view.load()).items;
  const differ = new Set<string>();
  for (const [id, doc] of fresh) {
    const had = packed.get(id);
    // both as a pack hands them back: this instance's cache holds what it last wrote as written
    if (!had || asStored(had) !== asStored(doc)) differ.add(id);
  }
  for (const id of packed.keys()) if (!fresh.has(id)) differ.add(id);
  return { differ, fresh };
}

/** The search packs mended to every product's document as the table holds it; answers how many differed. */
export async function reconcileSearch(): Promise<number> {
  const { differ, fresh } = await searchDrift();
  if (differ.size === 0) return 0;
  await retryOnPackConflict(async () => {
    const loaded = await view.load();
    for (const id of differ) {
      const doc = fresh.get(id);
      if (doc) loaded.items.set(id, doc);
      else loaded.items.delete(id);
    }
    await view.commit(loaded, differ);
  });
  return differ.size;
}

/** A pack keeps each coordinate to 1/65535. */
const QUANTUM = 1 / 65535;
const samePoint = (a: IndexPoint, b: IndexPoint) =>
  a.testId === b.testId &&
  a.offered === b.offered &&
  a.vector.length === b.vector.length &&
  a.vector.every((x, d) => Math.abs(x - b.vector[d]!) <= QUANTUM);

/** The products whose similar-products point differs from the table's. */
export async function similarDrift(): Promise<Set<string>> {
  const fresh = new Map((await tablePoints()).map((i) => [i.point.productId, i.point]));
  const indexed = (await loadIndex()).points;
  const differ = new Set<string>();
  for (const [id, point] of fresh) {
    const had = indexed.get(id);
    if (!had || !samePoint(had, point)) differ.add(id);
  }
  for (const id of indexed.keys()) if (!fresh.has(id)) differ.add(id);
  return differ;
}

/** The similar-products index moved to every product's point as the table holds it; answers how many differed. */
export async function reconcileSimilar(): Promise<number> {
  const differ = await similarDrift();
  if (differ.size > 0) await retryOnPackConflict(() => refreshProducts(differ));
  return differ.size;
}

// a row keeps its figures as float32 and its strings as they are, so a stored row equals a fresh one exactly
const sameRow = (a: TestRow, b: TestRow) =>
  a.dataOwner === b.dataOwner &&
  a.testDate === b.testDate &&
  a.strain === b.strain &&
  a.parentLot === b.parentLot &&
  a.sampleLot === b.sampleLot &&
  a.updatedAt === b.updatedAt &&
  a.figures.length === b.figures.length &&
  a.figures.every((x, i) => Object.is(x, b.figures[i]));

const testView = testPacks.view();

/** The results whose admin test table row differs from the table's. */
export async function testTableDrift(): Promise<Set<string>> {
  const fresh = new Map((await allTestRows()).map((r) => [r._id, r]));
  const packed = (await testView.load()).items;
  const differ = new Set<string>();
  for (const [id, row] of fresh) {
    const had = packed.get(id);
    if (!had || !sameRow(had, row)) differ.add(id);
  }
  for (const id of packed.keys()) if (!fresh.has(id)) differ.add(id);
  return differ;
}

/** The admin test table's rows brought to every result as the table holds it; answers how many differed. */
export async function reconcileTestTable(): Promise<number> {
  const differ = await testTableDrift();
  if (differ.size > 0) await retryOnPackConflict(() => refreshTestRows([...differ]));
  return differ.size;
}

/** Every derived view checked and mended, one after the other. */
export async function reconcileDerived(): Promise<Repaired> {
  return {
    counters: await reconcileCounters(),
    searchDocs: await reconcileSearch(),
    similarPoints: await reconcileSimilar(),
    testRows: await reconcileTestTable(),
  };
}
