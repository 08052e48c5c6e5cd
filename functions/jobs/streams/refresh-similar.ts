import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { getLot } from '#lib/db/lots';
import { commitPacks, deleteCard, loadIndex, writeAnswers, writeCards } from '#lib/similar/packs';
import { joinProducts } from '#lib/catalog/join';
import { pointFor, refreshOne } from '#lib/similar/engine';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the similar-products answers fresh (a stream consumer on products and test results). Each
// record names the product it touches; once per batch each changed product's point is rebuilt
// from the table as it is now, so records arriving twice or out of order end in the same state
// (hence once: false). Answers are written before the packs that record them: if the commit fails
// (another writer moved a pack), the stream hands the records back and the refresh runs again
// from the packs as they were, rewriting the same answers.

const source = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('product'), _id: idSchema }),
  // a result reaches its product through its lot
  z.object({ entity: z.literal('testResult'), _id: idSchema, lotId: z.optional(idSchema) }),
]);

async function productOf(item: z.output<typeof source>): Promise<string | undefined> {
  if (item.entity === 'product') return item._id;
  return item.lotId ? (await getLot(item.lotId))?.product : undefined;
}

/** Each changed product's point and card as the table holds them now (none: it leaves the index). */
async function currentPoints(productIds: string[]) {
  const joined = await joinProducts(productIds);
  return new Map(
    productIds.map((id) => {
      const { product, lot } = joined.get(id) ?? {};
      return [id, product && lot?.testResult ? pointFor(product, lot, lot.testResult) : undefined];
    }),
  );
}

async function refresh(touched: (string | undefined)[]) {
  const changed = new Set(touched.filter((id) => id !== undefined));
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

export const handler = streamWorker(
  { name: 'refresh-similar', image: source, once: false, afterBatch: refresh },
  ({ image }) => productOf(image),
);
