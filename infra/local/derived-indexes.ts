import { searchPacks } from '#lib/search/store';
import { indexExists } from '#lib/similar/store';
import { rebuildIndexFromTable } from '#lib/similar/store/rebuild';
import { rebuildSearch } from '#lib/search/store/rebuild';
import { isMarked, mark } from '#lib/table/markers';
import { markerKey } from '#lib/table/keys';
import { recount, recountUsers } from '#lib/clients/store/counts';
import { testPacks } from '#lib/test-result-index/store';
import { rebuildTestTable } from '#lib/test-result-index/store/rebuild';
import { allClients } from '#lib/clients/store/option-lists';

// a data folder counted before items had markers (#lib/clients/store/counts) is counted again once
const COUNTED = markerKey('COUNTS#marked');

/**
 * Every company's counts of products, brands and test results, and the user count, counted once
 * from the table: the seed writes before the stream workers start, and they keep the counts from
 * then on. Each company and the users have counters of their own, so they are counted side by side.
 */
async function ensureCounts(): Promise<string | undefined> {
  if (await isMarked(COUNTED)) return undefined;
  const clients = await allClients();
  // the start runs this before the stream workers: nothing else writes the markers meanwhile
  const [users] = await Promise.all([
    recountUsers({ alone: true }),
    ...clients.map((c) => recount(c._id, { alone: true })),
  ]);
  await mark(COUNTED);
  return `counted the products, brands and test results of ${clients.length} companies, and ${users} users`;
}

/** What one build said, with its own seconds (the builds run side by side). */
const timed = async (build: () => Promise<string | undefined>, log: (line: string) => void) => {
  const from = performance.now();
  const said = await build();
  if (said) log(`${said} (${((performance.now() - from) / 1000).toFixed(1)} s)`);
};

/**
 * Builds the derived indexes (similar products, search, the admin test table, the counts) that a
 * data folder lacks: one just seeded, one seeded before they existed, or one `npm run reset` left
 * unseeded. Each reads the table on its own and writes items of its own, so they are built side by
 * side. Their stream workers keep them fresh from then on.
 */
export async function ensureDerivedIndexes(log: (line: string) => void): Promise<void> {
  await Promise.all([
    timed(async () => {
      if (await indexExists()) return undefined;
      const r = await rebuildIndexFromTable();
      return r.points > 0 ? `built the similar-products index for ${r.points} products` : undefined;
    }, log),
    timed(async () => {
      if (await searchPacks.exists()) return undefined;
      return `built the search index for ${(await rebuildSearch()).products} products`;
    }, log),
    timed(async () => {
      if (await testPacks.exists()) return undefined;
      return `built the admin test table for ${(await rebuildTestTable()).results} results`;
    }, log),
    timed(ensureCounts, log),
  ]);
}
