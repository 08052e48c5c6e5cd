import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '#shared/schemas/catalog';
import { ddb, stripKeys, tableName } from '#lib/db/client';
import { getLot } from '#lib/db/lots';
import { indexExists } from '#lib/db/similar';
import { getTestResult } from '#lib/db/test-results';
import { pointFor } from '#lib/similar-index';
import { rebuildIndex } from '#lib/similar-rebuild';

/**
 * Builds the similar-products index when the table has products but no index: a data folder
 * seeded before the index existed, or after `npm run reset` skipped seeding. The refresh-similar
 * worker keeps it fresh from then on.
 */
export async function ensureSimilarIndex(log: (line: string) => void): Promise<void> {
  if (await indexExists()) return;
  const products: Product[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({
      TableName: tableName(), IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': 'PRODUCTS' }, ExclusiveStartKey: start,
    }));
    products.push(...(r.Items ?? []).map((i) => stripKeys<Product>(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  if (products.length === 0) return;
  const items: NonNullable<ReturnType<typeof pointFor>>[] = [];
  for (const p of products) {
    const lot = p.latestLot ? await getLot(p.latestLot) : undefined;
    const test = lot?.testResult ? await getTestResult(lot.testResult) : undefined;
    const item = lot && test ? pointFor(p, lot, test) : undefined;
    if (item) items.push(item);
  }
  await rebuildIndex(items);
  log(`built the similar-products index for ${items.length} products`);
}
