import { joinProducts } from '#lib/products/store/joined';
import { pointFor, refreshOne } from '#lib/similar/engine';
import { commitPacks, deleteCard, loadIndex, writeAnswers, writeCards } from '#lib/similar/store';

/** Each product's point and card as the table holds them now (none: it leaves the index). */
export async function currentPoints(productIds: readonly string[]) {
  const joined = await joinProducts([...productIds]);
  return new Map(
    productIds.map((id) => {
      const { product, lot } = joined.get(id) ?? {};
      return [id, product && lot?.testResult ? pointFor(product, lot, lot.testResult) : undefined];
    }),
  );
}

/**
 * Moves each of these products in the index to what the table holds now: its card, the answers
 * its old and new place touch, and the packs, committed over the versions loaded (a commit that
 * fails throws, and the caller runs it again on fresh packs, rewriting the same answers). Answers
 * are written before the packs that record them.
 */
export async function refreshProducts(productIds: Iterable<string>): Promise<void> {
  const changed = new Set(productIds);
  if (changed.size === 0) return;
  const index = await loadIndex();
  const points = await currentPoints([...changed]);
  for (const productId of changed) {
    const next = points.get(productId);
    // its card first: the answers it enters show it
    if (next) await writeCards([next.card]);
    const r = refreshOne(index.points, productId, next?.point);
    await writeAnswers(r.answers, next ? new Map([[productId, next.card]]) : undefined);
    await commitPacks(index, [productId, ...r.changed.map((p) => p.productId)]);
    if (!next) await deleteCard(productId);
  }
}
