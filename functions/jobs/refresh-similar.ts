import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { getLot } from '#lib/db/lots';
import { getProduct } from '#lib/db/products';
import { commitPacks, deleteCard, loadIndex, writeAnswers, writeCards } from '#lib/db/similar';
import { getLotWithTest } from '#lib/lot-view';
import { pointFor, refreshOne } from '#lib/similar-index';

// Keeps the similar-products answers fresh (a stream consumer on products and test results). Each
// changed product's point is rebuilt from the table as it is now, so records arriving twice or out
// of order end in the same state. Answers are written before the packs that record them: if the
// commit fails (another writer moved a pack), the stream hands the records back and the refresh
// runs again from the packs as they were, rewriting the same answers.

async function productOf(record: Record<string, unknown>, entity: string): Promise<string | undefined> {
  if (entity === 'product') return record._id as string;
  // a result reaches its product through its lot
  const lotId = record.lotId as string | undefined;
  return lotId ? (await getLot(lotId))?.product : undefined;
}

async function currentPoint(productId: string) {
  const product = await getProduct(productId);
  if (!product?.latestLot) return undefined;
  const lot = await getLotWithTest(product.latestLot);
  return lot?.testResult ? pointFor(product, lot, lot.testResult) : undefined;
}

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const changed = new Set<string>();
  for (const r of event.Records) {
    const image = r.dynamodb?.NewImage ?? r.dynamodb?.OldImage;
    if (!image) continue;
    const item = unmarshall(image as never);
    const productId = await productOf(item, String(item.entity));
    if (productId) changed.add(productId);
  }
  if (changed.size === 0) return { batchItemFailures: [] };

  const index = await loadIndex();
  for (const productId of changed) {
    const next = await currentPoint(productId);
    // its card first: the answers it enters show it
    if (next) await writeCards([next.card]);
    const r = refreshOne(index.points, productId, next?.point);
    await writeAnswers(r.answers, next ? new Map([[productId, next.card]]) : undefined);
    await commitPacks(index, [productId, ...r.changed.map((p) => p.productId)]);
    if (!next) await deleteCard(productId);
  }
  return { batchItemFailures: [] };
};
