import { writeAllPacks, writeAnswers, writeCards } from './packs.ts';
import { joinProducts } from '#lib/catalog/join';
import { allProducts } from '#lib/db/products';
import { pointFor, type IndexPoint, type SimilarCard } from './engine.ts';
import { rebuildAllInParallel } from './parallel-rebuild.ts';

/** The whole similar-products index from every product's point and card (the seed, a rebuild, the bench). */
export async function rebuildIndex(
  items: readonly { point: IndexPoint; card: SimilarCard }[],
): Promise<{ points: number; ms: number }> {
  const t = performance.now();
  const built = await rebuildAllInParallel(items.map((i) => i.point));
  const cards = new Map(items.map((i) => [i.point.productId, i.card]));
  await writeCards([...cards.values()]);
  await writeAnswers(built.answers, cards);
  // the packs last: a refresh that runs meanwhile finds no index yet, or the finished one
  await writeAllPacks(built.points);
  return { points: items.length, ms: performance.now() - t };
}

/** The whole index again from every product in the table (a data folder without one). */
export async function rebuildIndexFromTable(): Promise<{ points: number; ms: number }> {
  const items: { point: IndexPoint; card: SimilarCard }[] = [];
  for await (const page of allProducts())
    for (const { product, lot } of (await joinProducts(page)).values()) {
      const item = lot?.testResult ? pointFor(product, lot, lot.testResult) : undefined;
      if (item) items.push(item);
    }
  return items.length > 0 ? rebuildIndex(items) : { points: 0, ms: 0 };
}
