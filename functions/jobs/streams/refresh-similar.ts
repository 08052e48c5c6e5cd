import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { getLot } from '#lib/lots/store';
import { refreshProducts } from '#lib/similar/store/refresh';
import { retryOnPackConflict } from '#lib/table/packs';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the similar-products answers fresh (a stream consumer on products and test results). Each
// record names the product it touches; once per batch each changed product's point is rebuilt
// from the table as it is now, so records arriving twice or out of order end in the same state
// (hence once: false). Answers are written before the packs that record them: if the commit fails
// (another writer moved a pack), the refresh runs again at once from the packs as they now are,
// rewriting the same answers; any other failure hands the records back to the stream.

const source = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('product'), _id: idSchema }),
  // a result reaches its product through its lot
  z.object({ entity: z.literal('testResult'), _id: idSchema, lotId: z.optional(idSchema) }),
]);

async function productOf(item: z.output<typeof source>): Promise<string | undefined> {
  if (item.entity === 'product') return item._id;
  return item.lotId ? (await getLot(item.lotId))?.product : undefined;
}

const refresh = (touched: (string | undefined)[]) =>
  retryOnPackConflict(() => refreshProducts(touched.filter((id) => id !== undefined)));

export const handler = streamWorker(
  { name: 'refresh-similar', image: source, once: false, afterBatch: refresh },
  ({ image }) => productOf(image),
);
