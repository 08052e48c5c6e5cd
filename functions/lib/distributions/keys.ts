import type { DistributionRecord } from '#shared/schemas/distribution';
import { productPartition } from '#lib/products/keys';

// A distribution's place in the table (docs/data-model.md, docs/distribution.md): it lives beside
// its product (the key is the rule "one entry per product and dispensary"). gsi1 lists a
// dispensary's entries and gsi2 a producer's requests, each by status then time; gsi3 a product's
// list and gsi4 a dispensary's entries in every status, each by time.

/** The start of every entry's sort key in its product's partition. */
export const DISTRIBUTION_SK_PREFIX = 'DIST#';

export const distributionKey = (product: string, dispensary: string) => ({
  pk: productPartition(product),
  sk: `${DISTRIBUTION_SK_PREFIX}${dispensary}`,
});

/** gsi1: a dispensary's entries, by listed status then time. */
export const dispensaryEntriesPartition = (dispensary: string) => `CLIENT#${dispensary}#DISTS`;
/** gsi2: a producer's requests, by listed status then time. */
export const producerRequestsPartition = (producer: string) => `CLIENT#${producer}#DISTREQ`;
/** gsi3: a product's entries, by time. */
export const productEntriesPartition = (product: string) => `${productPartition(product)}#DISTS`;
/** gsi4: a dispensary's entries in every status, by time. */
export const dispensaryAllPartition = (dispensary: string) => `CLIENT#${dispensary}#DISTALL`;

/**
 * The status an entry is listed under: a producer's offer waiting for the store is 'offered', so
 * the producer's approval list (`pending#`) never shows it and the store's offers list does.
 */
export const listedStatus = (d: Pick<DistributionRecord, 'status' | 'awaiting'>) =>
  d.status === 'pending' && d.awaiting === 'dispensary' ? 'offered' : d.status;

/** The start of the sort keys of the entries a list shows under one listed status. */
export const listedPrefix = (listed: string) => `${listed}#`;

export const distributionSortKeys = (listed: string, updatedAt: string, product: string, dispensary: string) => ({
  gsi1sk: `${listedPrefix(listed)}${updatedAt}`,
  gsi2sk: `${listedPrefix(listed)}${updatedAt}`,
  gsi3sk: `${updatedAt}#${dispensary}`,
  gsi4sk: `${updatedAt}#${product}`,
});

/** An entry's entity name and index attributes, beside its key and fields. */
export const distributionIndexes = (d: DistributionRecord) => ({
  entity: 'distribution',
  gsi1pk: dispensaryEntriesPartition(d.dispensary),
  gsi2pk: producerRequestsPartition(d.producer),
  gsi3pk: productEntriesPartition(d.product),
  gsi4pk: dispensaryAllPartition(d.dispensary),
  ...distributionSortKeys(listedStatus(d), d.updatedAt, d.product, d.dispensary),
});
