import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DistributionRecord } from '#shared/schemas/distribution';
import { ddb, stripKeys, tableName } from './client.ts';

// A distribution lives beside its product (pk PRODUCT#<product>, sk DIST#<dispensary>): the key is
// the rule "one entry per product and dispensary". gsi1 lists a dispensary's entries and gsi2 a
// producer's requests, each by status then time (docs/data-model.md).

const key = (product: string, dispensary: string) => ({ pk: `PRODUCT#${product}`, sk: `DIST#${dispensary}` });

const isConditionFailure = (e: unknown) => (e as { name?: string }).name === 'ConditionalCheckFailedException';

const toItem = (d: DistributionRecord) => ({
  ...d,
  ...key(d.product, d.dispensary),
  entity: 'distribution',
  gsi1pk: `CLIENT#${d.dispensary}#DISTS`,
  gsi1sk: `${d.status}#${d.updatedAt}`,
  gsi2pk: `CLIENT#${d.producer}#DISTREQ`,
  gsi2sk: `${d.status}#${d.updatedAt}`,
});

export async function getDistribution(product: string, dispensary: string): Promise<DistributionRecord | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: key(product, dispensary), ConsistentRead: true }));
  return r.Item ? stripKeys<DistributionRecord>(r.Item) : undefined;
}

/**
 * Records a distribution unless the product and dispensary already have one: a repeated request
 * (two clicks, two tabs) never resets a status the producer has set. Answers the entry as stored.
 */
export async function createDistribution(d: DistributionRecord): Promise<{ distribution: DistributionRecord; created: boolean }> {
  try {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(d), ConditionExpression: 'attribute_not_exists(pk)' }));
    return { distribution: d, created: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await getDistribution(d.product, d.dispensary);
    if (!existing) throw e;
    return { distribution: existing, created: false };
  }
}
