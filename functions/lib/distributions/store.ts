import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updateOf } from '#lib/table/update-expression';
import type { DistributionRecord } from '#shared/schemas/distribution';
import type { BulkKioskChange, StoreKiosk, StoreKioskFields } from '#shared/schemas/kiosk-inventory';
import {
  batchGetItems,
  batchPut,
  ddb,
  isConditionFailure,
  putIfAbsent,
  stripKeys,
  tableName,
} from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead, type CursorScope } from '#lib/table/page-cursor';
import { filteredPage } from '#lib/table/filtered-page';
import { productPartition } from '#lib/products/keys';
import {
  DISTRIBUTION_SK_PREFIX,
  dispensaryAllPartition,
  dispensaryEntriesPartition,
  distributionIndexes,
  distributionKey,
  distributionSortKeys,
  producerRequestsPartition,
  productEntriesPartition,
} from './keys.ts';

type Status = DistributionRecord['status'];
type Side = NonNullable<DistributionRecord['awaiting']>;

/**
 * Records a distribution unless the product and dispensary already have one: a repeated request
 * (two clicks, two tabs) never resets a status the producer has set. Answers the entry as stored.
 */
export async function createDistribution(
  d: DistributionRecord,
): Promise<{ distribution: DistributionRecord; created: boolean }> {
  const { item, created } = await putIfAbsent(d, distributionKey(d.product, d.dispensary), distributionIndexes(d));
  return { distribution: item, created };
}

/**
 * Distributions stored as they are, in batches (the demo seed, which runs before anyone can have
 * set a status: a request from the site goes through createDistribution).
 */
export const putDistributions = (ds: readonly DistributionRecord[]) =>
  batchPut(ds.map((d) => ({ ...d, ...distributionIndexes(d), ...distributionKey(d.product, d.dispensary) })));

/** One page of a query, newest first; the cursor is checked against what the query reads. */
async function page(
  scope: CursorScope & { index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' },
  limit: number,
  cursor: string | undefined,
): Promise<{ items: DistributionRecord[]; nextCursor: string | null }> {
  const pk = `${scope.index}pk`;
  const sk = `${scope.index}sk`;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: scope.index,
      KeyConditionExpression: scope.sortPrefix ? `${pk} = :p AND begins_with(${sk}, :s)` : `${pk} = :p`,
      ExpressionAttributeValues: { ':p': scope.partition, ...(scope.sortPrefix ? { ':s': scope.sortPrefix } : {}) },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, scope),
    }),
  );
  const shown = pageWithLookahead(r, limit, scope.index);
  return { items: shown.items.map((i) => stripKeys<DistributionRecord>(i)), nextCursor: shown.nextCursor };
}

/** A product's distribution list, newest change first. */
export const listProductDistributions = (product: string, limit: number, cursor?: string) =>
  page({ index: 'gsi3', partition: productEntriesPartition(product) }, limit, cursor);

/**
 * Moves a product's entries to the company that owns the product now (setProductOwner, a transfer):
 * each entry naming another producer gets this one, and with it its place on that producer's
 * request list, where the new owner answers it. Read from the product's own partition, consistently;
 * each write holds only while the entry is there and names another producer, so a repeat changes
 * nothing. Answers how many entries moved.
 */
export async function followProductOwner(product: string, producer: string): Promise<number> {
  const stale: DistributionRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': productPartition(product), ':s': DISTRIBUTION_SK_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    stale.push(...(r.Items ?? []).map((i) => stripKeys<DistributionRecord>(i)).filter((d) => d.producer !== producer));
    start = r.LastEvaluatedKey;
  } while (start);
  let moved = 0;
  for (let i = 0; i < stale.length; i += 25)
    await Promise.all(
      stale.slice(i, i + 25).map(async (d) => {
        try {
          await ddb.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: distributionKey(d.product, d.dispensary),
              UpdateExpression: 'SET producer = :o, gsi2pk = :g',
              ConditionExpression: 'attribute_exists(pk) AND producer <> :o',
              ExpressionAttributeValues: { ':o': producer, ':g': producerRequestsPartition(producer) },
            }),
          );
          moved++;
        } catch (e) {
          if (!isConditionFailure(e)) throw e;
        }
      }),
    );
  return moved;
}

/**
 * A dispensary's entries, newest change first: every status, the approved ones (what it carries),
 * the producers' offers waiting for its answer, or its own requests waiting for theirs (`pending`:
 * an offer is listed `offered`, so only requests are listed pending).
 */
export const listDispensaryDistributions = (
  dispensary: string,
  only: 'approved' | 'offered' | 'pending' | undefined,
  limit: number,
  cursor?: string,
) =>
  only
    ? page({ index: 'gsi1', partition: dispensaryEntriesPartition(dispensary), sortPrefix: `${only}#` }, limit, cursor)
    : page({ index: 'gsi4', partition: dispensaryAllPartition(dispensary) }, limit, cursor);

/**
 * A page of what a dispensary carries whose search text holds `text` (lowercase), newest change
 * first, read from the list's own partition with a filter (a filtered page may be short). Entries
 * written before the search text existed have none: they are answered too, for the caller to match
 * against their products (docs/kiosk.md 'Searching the inventory').
 */
export async function searchCarried(
  dispensary: string,
  text: string,
  limit: number,
  cursor?: string,
): Promise<{ items: DistributionRecord[]; nextCursor: string | null }> {
  const page = await filteredPage(
    { index: 'gsi1', partition: dispensaryEntriesPartition(dispensary), sortPrefix: 'approved#' },
    limit,
    cursor,
    {
      expression: 'contains(searchText, :t) OR attribute_not_exists(searchText)',
      values: { ':t': text },
    },
  );
  return { items: page.items.map((i) => stripKeys<DistributionRecord>(i)), nextCursor: page.nextCursor };
}

/**
 * Writes this search text on the entry, if it is still there (one removed meanwhile, as a store
 * withdrawing its request, has nothing to keep current).
 */
export async function writeSearchText(product: string, dispensary: string, text: string): Promise<void> {
  try {
    await setDistributionFields(product, dispensary, { searchText: text });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * Writes a product's current search text on each of its entries still holding another (a few at a
 * time, each conditional on the entry being there), so a renamed product is found by its new name.
 */
export async function refreshDistributionSearchText(product: string, text: string): Promise<void> {
  const stale: DistributionRecord[] = [];
  let cursor: string | undefined;
  do {
    const p = await listProductDistributions(product, 100, cursor);
    stale.push(...p.items.filter((d) => d.searchText !== text));
    cursor = p.nextCursor ?? undefined;
  } while (cursor);
  for (let i = 0; i < stale.length; i += 25)
    await Promise.all(stale.slice(i, i + 25).map((d) => writeSearchText(d.product, d.dispensary, text)));
}

/** A producer's entries in one status, newest first (pending: the approval list, the stores' requests). */
export const listProducerDistributions = (producer: string, status: Status, limit: number, cursor?: string) =>
  page({ index: 'gsi2', partition: producerRequestsPartition(producer), sortPrefix: `${status}#` }, limit, cursor);

export async function getDistribution(product: string, dispensary: string): Promise<DistributionRecord | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: distributionKey(product, dispensary), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<DistributionRecord>(r.Item) : undefined;
}

/**
 * SETs these fields on the entry (and REMOVEs `remove`) and nothing else (its lists keep the status
 * they had): a change made outside both sides' moves.
 */
export async function setDistributionFields(
  product: string,
  dispensary: string,
  fields: Record<string, unknown>,
  remove: readonly string[] = [],
): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: distributionKey(product, dispensary),
      ...updateOf(fields, remove),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/**
 * Removes a store's request its producer has not answered: one conditional delete, so an answer
 * given meanwhile (approved, rejected) or a producer's offer under the same key is never removed.
 * Answers whether it was removed, and otherwise the entry as it stands (undefined: none).
 */
export async function withdrawRequest(
  product: string,
  dispensary: string,
): Promise<{ removed: true } | { removed: false; current?: DistributionRecord }> {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: distributionKey(product, dispensary),
        ConditionExpression:
          'attribute_exists(pk) AND dispensary = :d AND #s = :pending AND (attribute_not_exists(awaiting) OR awaiting = :producer)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':d': dispensary, ':pending': 'pending', ':producer': 'producer' },
      }),
    );
    return { removed: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const current = await getDistribution(product, dispensary);
    return current ? { removed: false, current } : { removed: false };
  }
}

/** Removes the entry outright, whatever it holds, as no route does: what a test that made one leaves behind. */
export async function deleteDistribution(product: string, dispensary: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: distributionKey(product, dispensary) }));
}

/**
 * Where each side may move an entry from (docs/distribution.md). A producer approves a store's
 * request, or again an entry it denied itself, never its own offer or a store's refusal; a store
 * accepts an offer made to it, or takes back a product it dropped itself. A producer rejects,
 * withdraws or removes what is pending or approved; a store declines an offer or drops a product
 * it carries.
 */
const MOVES: Record<Side, Record<'approved' | 'denied', string>> = {
  producer: {
    approved:
      '(#s = :pending AND (attribute_not_exists(awaiting) OR awaiting = :producer)) OR (#s = :denied AND (attribute_not_exists(deniedBy) OR deniedBy = :producer))',
    denied: '#s IN (:pending, :approved)',
  },
  dispensary: {
    approved: '(#s = :pending AND awaiting = :dispensary) OR (#s = :denied AND deniedBy = :dispensary)',
    // its own request is withdrawn (withdrawRequest), never denied: a denial of its own would be
    // one the store could take back as approved, carrying a product its producer never approved
    denied: '(#s = :pending AND awaiting = :dispensary) OR #s = :approved',
  },
};

/**
 * Moves an entry to `to` by one side (`by` is the member or admin acting for it) if the move is
 * that side's to make and the entry is the side's (`producer` names it for the producer's moves;
 * the key names the store): one conditional update, so two decisions at once cannot both apply
 * and no read decides it. A denial records which side made it. Answers the entry as moved, or,
 * when the condition failed, as it stands (undefined: no such entry).
 */
export async function moveDistribution(m: {
  product: string;
  dispensary: string;
  side: Side;
  /** The product's producer, for the producer's moves. */
  producer?: string;
  to: 'approved' | 'denied';
  by: string;
  at: string;
}): Promise<{ moved: true; distribution: DistributionRecord } | { moved: false; current?: DistributionRecord }> {
  const keys = distributionSortKeys(m.to, m.at, m.product, m.dispensary);
  const update = `SET #s = :to, updatedAt = :at, decidedBy = :by, gsi1sk = :g1, gsi2sk = :g2, gsi3sk = :g3, gsi4sk = :g4${
    m.to === 'denied' ? ', deniedBy = :side REMOVE awaiting' : ' REMOVE awaiting, deniedBy'
  }`;
  const condition = `attribute_exists(pk)${m.side === 'producer' ? ' AND producer = :owner' : ''} AND (${MOVES[m.side][m.to]})`;
  const values: Record<string, unknown> = {
    ':to': m.to,
    ':at': m.at,
    ':by': m.by,
    ':pending': 'pending',
    ':approved': 'approved',
    ':denied': 'denied',
    ':producer': 'producer',
    ':dispensary': 'dispensary',
    ':side': m.side,
    ':owner': m.producer,
    ':g1': keys.gsi1sk,
    ':g2': keys.gsi2sk,
    ':g3': keys.gsi3sk,
    ':g4': keys.gsi4sk,
  };
  // DynamoDB refuses a value no expression uses
  const used = `${update} ${condition}`;
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: distributionKey(m.product, m.dispensary),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: Object.fromEntries(
          Object.entries(values).filter(([k]) => new RegExp(`${k}\\b`).test(used)),
        ),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { moved: true, distribution: stripKeys<DistributionRecord>(r.Attributes!) };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const current = await getDistribution(m.product, m.dispensary);
    return current ? { moved: false, current } : { moved: false };
  }
}

/** Which of these products the dispensary carries (an approved entry): one BatchGet round of their keys. */
export async function carriedAmong(dispensary: string, products: readonly string[]): Promise<Set<string>> {
  if (products.length === 0) return new Set();
  const items = await batchGetItems(
    [...new Set(products)].map((p) => distributionKey(p, dispensary)),
    { projection: 'product, #s', names: { '#s': 'status' } },
  );
  return new Set(items.filter((i) => i.status === 'approved').map((i) => i.product as string));
}

/** Which of these products the dispensary carries, each with its kiosk fields: one BatchGet round of their keys. */
export async function shelfAmong(
  dispensary: string,
  products: readonly string[],
): Promise<Map<string, StoreKiosk | undefined>> {
  if (products.length === 0) return new Map();
  const items = await batchGetItems(
    [...new Set(products)].map((p) => distributionKey(p, dispensary)),
    { projection: 'product, #s, kiosk', names: { '#s': 'status' } },
  );
  return new Map(
    items.filter((i) => i.status === 'approved').map((i) => [i.product as string, i.kiosk as StoreKiosk | undefined]),
  );
}

// The store's kiosk fields live on its approved entry (docs/kiosk.md 'The store's kiosk fields').
// Each write is conditional on the entry being approved, so a product the store dropped, never
// carried or only asked for is never edited; the key names the store, so no store reaches another's.
// The entry's own updatedAt and sort keys stay the status move's: editing a price does not reorder
// the inventory. `kiosk.updatedAt` is what the kiosk's key pairs read.

type KioskWrite = { saved: true; kiosk: StoreKiosk } | { saved: false; current?: DistributionRecord };

const CARRIED = 'attribute_exists(pk) AND #s = :approved';

async function updateKiosk(
  product: string,
  dispensary: string,
  update: string,
  condition: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
): Promise<StoreKiosk | undefined> {
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: distributionKey(product, dispensary),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#s': 'status', '#k': 'kiosk', ...names },
        ExpressionAttributeValues: { ':approved': 'approved', ...values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return r.Attributes!.kiosk as StoreKiosk;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return undefined;
  }
}

/** Replaces a carried product's kiosk fields as a whole (one conditional update). */
export async function setStoreKiosk(
  product: string,
  dispensary: string,
  fields: StoreKioskFields,
  at: string,
  by: string,
): Promise<KioskWrite> {
  const kiosk: StoreKiosk = { ...fields, updatedAt: at, updatedBy: by };
  const saved = await updateKiosk(product, dispensary, 'SET #k = :k', CARRIED, {}, { ':k': kiosk });
  return saved ? { saved: true, kiosk: saved } : { saved: false, current: await getDistribution(product, dispensary) };
}

/**
 * Sets these of a carried product's kiosk fields and keeps the rest. A nested SET needs the map to
 * be there and a whole SET would drop what is there, so the first try assumes the map, the second
 * its absence, each a condition; a map written between the two is met by trying the first again.
 */
export async function patchStoreKiosk(
  product: string,
  dispensary: string,
  change: BulkKioskChange,
  at: string,
  by: string,
): Promise<KioskWrite> {
  const set = { ...change, updatedAt: at, updatedBy: by } as Record<string, unknown>;
  const fields = Object.keys(set);
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  const values = Object.fromEntries(fields.map((f, i) => [`:f${i}`, set[f]]));
  const nested = `SET ${fields.map((_, i) => `#k.#f${i} = :f${i}`).join(', ')}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const merged = await updateKiosk(product, dispensary, nested, `${CARRIED} AND attribute_exists(#k)`, names, values);
    if (merged) return { saved: true, kiosk: merged };
    const created = await updateKiosk(
      product,
      dispensary,
      'SET #k = :k',
      `${CARRIED} AND attribute_not_exists(#k)`,
      {},
      { ':k': set },
    );
    if (created) return { saved: true, kiosk: created };
    const current = await getDistribution(product, dispensary);
    if (current?.status !== 'approved' || !current.kiosk) return { saved: false, current };
  }
  return { saved: false, current: await getDistribution(product, dispensary) };
}
