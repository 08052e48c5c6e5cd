import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SimilarEntry } from '#shared/schemas/similar';
import { ddb, META, tableName } from './client.ts';

// The similar-products index: one point per product (its current result's profile), spread over
// SHARDS partitions of gsi3 so loading every point is a handful of Queries, never a Scan; and one
// answer per result, ready for the product page (SIMILAR#<testId>).

export const SHARDS = 8;
const shardOf = (productId: string) => parseInt(productId.slice(-2), 16) % SHARDS;

export interface Point {
  productId: string;
  testId: string;
  /** Available and not deleted: only these are offered as similar. */
  offered: boolean;
  vector: number[];
  /** What the answer shows for this product. */
  card: Omit<SimilarEntry, 'distance'>;
  /** The products currently in this point's answer, nearest first. */
  neighbours: string[];
}

const pointKey = (productId: string) => ({ pk: `SIMVEC#${productId}`, sk: META });
const answerKey = (testId: string) => ({ pk: `SIMILAR#${testId}`, sk: META });

export async function loadPoints(): Promise<Point[]> {
  const all = await Promise.all(
    Array.from({ length: SHARDS }, async (_, shard) => {
      const points: Point[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const r = await ddb.send(new QueryCommand({
          TableName: tableName(), IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :p',
          ExpressionAttributeValues: { ':p': `SIMVEC#${shard}` }, ExclusiveStartKey: start,
        }));
        for (const i of r.Items ?? []) points.push(i.point as Point);
        start = r.LastEvaluatedKey;
      } while (start);
      return points;
    }),
  );
  return all.flat();
}

const pointPut = (p: Point) => ({
  PutRequest: { Item: { ...pointKey(p.productId), entity: 'simvec', gsi3pk: `SIMVEC#${shardOf(p.productId)}`, gsi3sk: p.productId, point: p } },
});
const answerPut = (testId: string, entries: SimilarEntry[]) => ({
  PutRequest: { Item: { ...answerKey(testId), entity: 'similar', entries } },
});

/** Writes points and answers, 25 at a time, retrying what DynamoDB hands back unprocessed. */
export async function writeIndex(points: Point[], answers: { testId: string; entries: SimilarEntry[] }[]): Promise<void> {
  const requests = [...points.map(pointPut), ...answers.map((a) => answerPut(a.testId, a.entries))];
  for (let i = 0; i < requests.length; i += 25) {
    let batch: Record<string, unknown>[] | undefined = requests.slice(i, i + 25);
    for (let attempt = 0; batch?.length; attempt++) {
      if (attempt > 5) throw new Error('similar index write kept coming back unprocessed');
      const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch as never } }));
      batch = r.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
      if (batch?.length) await new Promise((ok) => setTimeout(ok, 50 * 2 ** attempt));
    }
  }
}

export async function deletePoint(productId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: pointKey(productId) }));
}

export async function getAnswer(testId: string): Promise<SimilarEntry[]> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: answerKey(testId) }));
  return (r.Item?.entries as SimilarEntry[] | undefined) ?? [];
}
