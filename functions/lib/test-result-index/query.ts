import {
  FIGURE_COLUMNS,
  FIGURE_FILTER,
  type AdminTestResultsQuery,
  type AdminTestRow,
  type FigureColumn,
  type SortColumn,
} from '#shared/schemas/admin-test-results';
import { ROW_FIGURES, SHARDS, testPacks, type RowFigure, type TestRow } from './store.ts';

// Answers a page of the admin test table from the packs held warm in this instance: each request
// reads the packs' versions (one BatchGet of 64 heads, at most once a second), refetches the packs that moved, then
// filters and sorts in memory. Each sort column's order is worked out once per change of the packs
// and kept; a request walks a ready order testing its filters, and the matches of recent queries are
// kept too, so the next page of the same query is a slice.

const view = testPacks.view();
const FIG = Object.fromEntries(ROW_FIGURES.map((k, i) => [k, i])) as Record<RowFigure, number>;

/**
 * The rows held column by column: a filter or sort reads one contiguous array per column instead of
 * chasing 100,000 row objects, which is what kept a sorted, filtered walk slow.
 */
interface Columns {
  n: number;
  ids: string[];
  owners: string[];
  dates: string[];
  strains: string[];
  parents: string[];
  samples: string[];
  updated: string[];
  lower: { strain: string[]; parentLot: string[]; sampleLot: string[] };
  /** The search box's haystack: strain, parent lot and sample lot, lowercased, one string a row. */
  searchable: string[];
  figures: Float64Array[];
}

function columnsOf(rows: TestRow[]): Columns {
  const pick = (get: (r: TestRow) => string) => rows.map(get);
  const figures = ROW_FIGURES.map((_, f) => Float64Array.from(rows, (r) => Math.round(r.figures[f]! * 1000) / 1000));
  const strains = pick((r) => r.strain);
  const parents = pick((r) => r.parentLot);
  const samples = pick((r) => r.sampleLot);
  return {
    n: rows.length,
    ids: pick((r) => r._id),
    owners: pick((r) => r.dataOwner),
    dates: pick((r) => r.testDate),
    strains,
    parents,
    samples,
    updated: pick((r) => r.updatedAt),
    lower: {
      strain: strains.map((x) => x.toLowerCase()),
      parentLot: parents.map((x) => x.toLowerCase()),
      sampleLot: samples.map((x) => x.toLowerCase()),
    },
    // joined by a character no one types, so a text never matches across two fields
    searchable: rows.map((r) => `${r.strain}\u0001${r.parentLot}\u0001${r.sampleLot}`.toLowerCase()),
    figures,
  };
}

let table: Columns = columnsOf([]);
const orders = new Map<SortColumn, Uint32Array>();
/** The matching rows of recent filter-and-sort combinations, in order: paging through one costs a slice. */
const matches = new Map<string, Uint32Array>();
const MATCHES_KEPT = 64;

function orderOf(column: SortColumn): Uint32Array {
  let order = orders.get(column);
  if (order) return order;
  const t = table;
  const byId = (a: number, b: number) => (t.ids[a]! < t.ids[b]! ? -1 : t.ids[a]! > t.ids[b]! ? 1 : 0);
  const text = (xs: string[]) => (a: number, b: number) => (xs[a]! < xs[b]! ? -1 : xs[a]! > xs[b]! ? 1 : byId(a, b));
  const number = (xs: Float64Array) => (a: number, b: number) => xs[a]! - xs[b]! || byId(a, b);
  let compare: (a: number, b: number) => number;
  if (column === 'stamp') {
    const total = new Float64Array(t.n);
    for (const f of ['thcTotal', 'cbdTotal', 'cbg', 'cbn', 'cbc', 'thcV'] as const) {
      const xs = t.figures[FIG[f]]!;
      for (let i = 0; i < t.n; i++) total[i]! += xs[i]!;
    }
    compare = number(total);
  } else if (column === 'testDate') compare = text(t.dates);
  else if (column === 'strain' || column === 'parentLot' || column === 'sampleLot') compare = text(t.lower[column]);
  else if (column === 'client') compare = text(t.owners);
  else compare = number(t.figures[FIG[FIGURE_COLUMNS[column]]]!);
  order = Uint32Array.from(Array.from({ length: t.n }, (_, i) => i).sort(compare));
  orders.set(column, order);
  return order;
}

const SYNC_MS = 1000;
let syncedAt = -Infinity;
let syncing: Promise<void> | undefined;

/** Re-reads the packs' versions at most once a second (requests meanwhile share one sync), refetching those that moved. */
function refresh(): Promise<void> {
  if (performance.now() - syncedAt < SYNC_MS) return Promise.resolve();
  syncing ??= (async () => {
    try {
      // only the versions unless a pack moved: rebuilding 100,000 rows each second would stall requests
      const changed = await view.sync();
      if (changed.length > 0) {
        table = columnsOf(Array.from({ length: SHARDS }, (_, s) => view.membersOf(s)).flat());
        orders.clear();
        matches.clear();
      }
      syncedAt = performance.now();
    } finally {
      syncing = undefined;
    }
  })();
  return syncing;
}

type Test = (i: number) => boolean;

/** The query's filters as tests of a row index (none when a column is not filtered). */
function filtersOf(q: AdminTestResultsQuery): Test[] {
  const t = table;
  const tests: Test[] = [];
  if (q.client) tests.push((i) => t.owners[i] === q.client);
  if (q.testDate) tests.push((i) => t.dates[i]!.startsWith(q.testDate!));
  for (const column of ['strain', 'parentLot', 'sampleLot'] as const) {
    const needle = q[column]?.trim().toLowerCase();
    const xs = t.lower[column];
    if (needle) tests.push((i) => xs[i]!.includes(needle));
  }
  const search = q.q?.trim().toLowerCase();
  if (search) {
    const haystack = t.searchable;
    tests.push((i) => haystack[i]!.includes(search) || t.ids[i] === search);
  }
  const thc = t.figures[FIG.thcTotal]!;
  const cbd = t.figures[FIG.cbdTotal]!;
  if (q.stamp === 'thc') tests.push((i) => thc[i]! >= cbd[i]!);
  if (q.stamp === 'cbd') tests.push((i) => cbd[i]! > thc[i]!);
  for (const [column, figure] of Object.entries(FIGURE_COLUMNS) as [FigureColumn, RowFigure][]) {
    const m = q[column] && FIGURE_FILTER.exec(q[column]);
    if (!m) continue;
    const min = Number(m[1]);
    const max = m[2] === undefined ? Infinity : Number(m[2]);
    const xs = t.figures[FIG[figure]]!;
    tests.push((i) => xs[i]! >= min && xs[i]! <= max);
  }
  return tests;
}

/** Every matching row index in the query's order, kept for the next page of the same query. */
function matching(q: AdminTestResultsQuery): Uint32Array {
  const { page: _page, limit: _limit, ...shape } = q;
  const key = JSON.stringify(shape);
  const kept = matches.get(key);
  if (kept) {
    matches.delete(key);
    matches.set(key, kept);
    return kept;
  }
  const order = orderOf(q.sort);
  const tests = filtersOf(q);
  const n = order.length;
  const out = new Uint32Array(n);
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = order[q.dir === 'asc' ? k : n - 1 - k]!;
    let ok = true;
    for (const test of tests)
      if (!test(i)) {
        ok = false;
        break;
      }
    if (ok) out[count++] = i;
  }
  const found = out.slice(0, count);
  matches.set(key, found);
  if (matches.size > MATCHES_KEPT) matches.delete(matches.keys().next().value!);
  return found;
}

function answerRow(i: number): AdminTestRow {
  const t = table;
  const f = (k: RowFigure) => t.figures[FIG[k]]![i]!;
  const d8 = f('d8Thc');
  return {
    _id: t.ids[i]!,
    dataOwner: t.owners[i]!,
    testDate: t.dates[i]!,
    parentLot: t.parents[i]!,
    sampleLot: t.samples[i]!,
    updatedAt: t.updated[i]!,
    terpeneTotal: f('terpeneTotal'),
    stamp: {
      _id: t.ids[i]!,
      strain: t.strains[i]!,
      thcTotal: f('thcTotal'),
      ...(d8 ? { d8Thc: d8 } : {}),
      cbdTotal: f('cbdTotal'),
      cbg: f('cbg'),
      cbn: f('cbn'),
      cbc: f('cbc'),
      thcV: f('thcV'),
      myrcene: f('myrcene'),
      alphaPinene: f('alphaPinene'),
      betaPinene: f('betaPinene'),
      caryophyllene: f('caryophyllene'),
      humulene: f('humulene'),
      limonene: f('limonene'),
      linalool: f('linalool'),
      ocimene: f('ocimene'),
      terpinolene: f('terpinolene'),
    },
  };
}

/** One page of the table and how many rows match in all. */
export async function queryTestTable(q: AdminTestResultsQuery): Promise<{ rows: AdminTestRow[]; total: number }> {
  await refresh();
  const found = matching(q);
  const skip = (q.page - 1) * q.limit;
  return { rows: [...found.subarray(skip, skip + q.limit)].map(answerRow), total: found.length };
}
