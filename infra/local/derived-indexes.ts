import { allProducts } from '#lib/db/products';
import { searchPacks } from '#lib/search/packs';
import { indexExists } from '#lib/similar/packs';
import { getLotWithTest } from '#lib/catalog/lot-view';
import { pointFor } from '#lib/similar/engine';
import { rebuildIndex } from '#lib/similar/rebuild';
import { rebuildSearch } from '#lib/search/rebuild';

/**
 * Builds the derived indexes (similar products, search) that a data folder lacks: one seeded
 * before they existed, or after `npm run reset` skipped seeding. Their stream workers keep them
 * fresh from then on.
 */
export async function ensureDerivedIndexes(log: (line: string) => void): Promise<void> {
  if (!(await indexExists())) {
    const items: NonNullable<ReturnType<typeof pointFor>>[] = [];
    for await (const page of allProducts())
      for (const p of page) {
        const lot = p.latestLot ? await getLotWithTest(p.latestLot) : undefined;
        const item = lot?.testResult ? pointFor(p, lot, lot.testResult) : undefined;
        if (item) items.push(item);
      }
    if (items.length > 0) {
      await rebuildIndex(items);
      log(`built the similar-products index for ${items.length} products`);
    }
  }
  if (!(await searchPacks.exists())) {
    const r = await rebuildSearch();
    log(`built the search index for ${r.products} products`);
  }
}
