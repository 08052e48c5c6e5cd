import type { DistributionRecord } from '#shared/schemas/distribution';
import { putIfAbsent } from '#lib/aws/dynamodb';

// A distribution lives beside its product (pk PRODUCT#<product>, sk DIST#<dispensary>): the key is
// the rule "one entry per product and dispensary". gsi1 lists a dispensary's entries and gsi2 a
// producer's requests, each by status then time (docs/data-model.md).

const key = (product: string, dispensary: string) => ({ pk: `PRODUCT#${product}`, sk: `DIST#${dispensary}` });

const indexed = (d: DistributionRecord) => ({
  entity: 'distribution',
  gsi1pk: `CLIENT#${d.dispensary}#DISTS`,
  gsi1sk: `${d.status}#${d.updatedAt}`,
  gsi2pk: `CLIENT#${d.producer}#DISTREQ`,
  gsi2sk: `${d.status}#${d.updatedAt}`,
});

/**
 * Records a distribution unless the product and dispensary already have one: a repeated request
 * (two clicks, two tabs) never resets a status the producer has set. Answers the entry as stored.
 */
export async function createDistribution(
  d: DistributionRecord,
): Promise<{ distribution: DistributionRecord; created: boolean }> {
  const { item, created } = await putIfAbsent(d, key(d.product, d.dispensary), indexed(d));
  return { distribution: item, created };
}
