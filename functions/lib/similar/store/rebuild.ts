import { similarPacks, writeAllPacks, writeAnswers, writeCards } from '#lib/similar/store';
import { joinProducts } from '#lib/products/store/joined';
import { allProducts } from '#lib/products/store';
import { pointFor, type IndexPoint, type SimilarCard } from '#lib/similar/engine';
import { rebuildAllInParallel } from '#lib/similar/parallel-rebuild';
import { currentPoints, refreshProducts } from '#lib/similar/store/refresh';

type Item = { point: IndexPoint; card: SimilarCard };

/** Every point answered from scratch, with the cards and answers written; answers the points with their reach. */
async function answerAll(items: readonly Item[]): Promise<IndexPoint[]> {
  const built = await rebuildAllInParallel(items.map((i) => i.point));
  const cards = new Map(items.map((i) => [i.point.productId, i.card]));
  await writeCards([...cards.values()]);
  await writeAnswers(built.answers, cards);
  return built.points;
}

/** The whole similar-products index from every product's point and card (the seed, the bench: nothing else writes yet). */
export async function rebuildIndex(items: readonly Item[]): Promise<{ points: number; ms: number }> {
  const t = performance.now();
  // the packs last: a refresh that runs meanwhile finds no index yet, or the finished one
  await writeAllPacks(await answerAll(items));
  return { points: items.length, ms: performance.now() - t };
}

/** Every product's point and card in the table as it is now. */
export async function tablePoints(): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of allProducts())
    for (const { product, lot } of (await joinProducts(page)).values()) {
      const item = lot?.testResult ? pointFor(product, lot, lot.testResult) : undefined;
      if (item) items.push(item);
    }
  return items;
}

const samePoint = (a: Item | undefined, b: Item | undefined) =>
  a === undefined || b === undefined
    ? a === b
    : a.point.testId === b.point.testId &&
      a.point.offered === b.point.offered &&
      a.point.vector.every((x, d) => x === b.point.vector[d]) &&
      JSON.stringify(a.card) === JSON.stringify(b.card);

/**
 * The whole index again from the table (recalc, a data folder without one), beside the refresh
 * worker. A product's answers depend on every other point, so a pack the worker moved during the
 * rebuild cannot simply be read again, as the search packs are: the packs are written as the
 * rebuild answered them (`rebuild` of #lib/table/packs, over the versions read before the table),
 * and the members of each pack that moved meanwhile are compared with the table as it is now.
 * Those that differ (changed, created or deleted while the rebuild ran) are then moved by the
 * worker's own refresh, from the rebuild's point to the table's, which recomputes every answer
 * their old and new places touch. `read` is the table read (a test holds the race open inside it).
 */
export async function rebuildIndexFromTable(
  read: () => Promise<Item[]> = tablePoints,
): Promise<{ points: number; caughtUp: number; ms: number }> {
  const t = performance.now();
  const seen = new Map<string, Item>();
  const answered = new Map<string, IndexPoint>();
  const differ = new Set<string>();
  await similarPacks.rebuild(
    async () => {
      const items = await read();
      for (const i of items) seen.set(i.point.productId, i);
      const points = items.length > 0 ? await answerAll(items) : [];
      for (const p of points) answered.set(p.productId, p);
      return points;
    },
    async (ids) => {
      const now = await currentPoints(ids);
      for (const id of ids) if (!samePoint(seen.get(id), now.get(id))) differ.add(id);
      return ids.flatMap((id) => answered.get(id) ?? []);
    },
  );
  await refreshProducts(differ);
  return { points: seen.size, caughtUp: differ.size, ms: performance.now() - t };
}
