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
 * then on.
 */
async function ensureCounts(log: (line: string) => void) {
  if (await isMarked(COUNTED)) return;
  let companies = 0;
  for (const c of await allClients()) {
    await recount(c._id);
    companies++;
  }
  const users = await recountUsers();
  await mark(COUNTED);
  log(`counted the products, brands and test results of ${companies} companies, and ${users} users`);
}

/**
 * Builds the derived indexes (similar products, search) that a data folder lacks: one seeded
 * before they existed, or after `npm run reset` skipped seeding. Their stream workers keep them
 * fresh from then on.
 */
export async function ensureDerivedIndexes(log: (line: string) => void): Promise<void> {
  if (!(await indexExists())) {
    const r = await rebuildIndexFromTable();
    if (r.points > 0) log(`built the similar-products index for ${r.points} products`);
  }
  if (!(await searchPacks.exists())) {
    const r = await rebuildSearch();
    log(`built the search index for ${r.products} products`);
  }
  if (!(await testPacks.exists())) {
    const r = await rebuildTestTable();
    log(`built the admin test table for ${r.results} results`);
  }
  await ensureCounts(log);
}
