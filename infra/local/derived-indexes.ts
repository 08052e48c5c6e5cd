import { searchPacks } from '#lib/search/packs';
import { indexExists } from '#lib/similar/packs';
import { rebuildIndexFromTable } from '#lib/similar/rebuild';
import { rebuildSearch } from '#lib/search/rebuild';

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
}
