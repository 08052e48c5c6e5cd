import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { getLot } from '#lib/db/lots';
import { getProduct } from '#lib/db/products';
import { deletePoint, loadPoints, writeIndex, type Point } from '#lib/db/similar';
import { getTestResult } from '#lib/db/test-results';
import { pointFor, refreshOne } from '#lib/similar-index';

// Keeps the similar-products answers fresh (a stream consumer on products and test results): the
// changed products' points are rebuilt from the table as it is now, so records arriving twice or
// out of order end in the same state; then every answer they enter or leave is rewritten.

async function productOf(record: Record<string, unknown>, entity: string): Promise<string | undefined> {
  if (entity === 'product') return record._id as string;
  // a result reaches its product through its lot
  const lotId = record.lotId as string | undefined;
  return lotId ? (await getLot(lotId))?.product : undefined;
}

async function currentPoint(productId: string): Promise<Point | undefined> {
  const product = await getProduct(productId);
  if (!product?.latestLot) return undefined;
  const lot = await getLot(product.latestLot);
  const testId = lot?.testResult ?? (lot?.parentLot ? (await getLot(lot.parentLot))?.testResult : undefined);
  const test = testId ? await getTestResult(testId) : undefined;
  return lot && test ? pointFor(product, lot, test) : undefined;
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

  let points = await loadPoints();
  const written = new Map<string, Point>();
  const answers = new Map<string, Awaited<ReturnType<typeof refreshOne>>['answers'][number]>();
  for (const productId of changed) {
    const next = await currentPoint(productId);
    const r = refreshOne(points, productId, next);
    points = r.all;
    for (const p of r.points) written.set(p.productId, p);
    for (const a of r.answers) answers.set(a.testId, a);
    if (!next) {
      written.delete(productId);
      await deletePoint(productId);
    }
  }
  await writeIndex([...written.values()], [...answers.values()]);
  return { batchItemFailures: [] };
};
