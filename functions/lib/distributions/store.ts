import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updateOf } from '#lib/table/update-expression';
import type { DistributionRecord } from '#shared/schemas/distribution';
import { batchGetItems, ddb, isConditionFailure, putIfAbsent, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead, type CursorScope } from '#lib/table/page-cursor';
import {
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

/** A producer's entries in one status, newest first (pending: the approval list, the stores' requests). */
export const listProducerDistributions = (producer: string, status: Status, limit: number, cursor?: string) =>
  page({ index: 'gsi2', partition: producerRequestsPartition(producer), sortPrefix: `${status}#` }, limit, cursor);

export async function getDistribution(product: string, dispensary: string): Promise<DistributionRecord | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: distributionKey(product, dispensary), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<DistributionRecord>(r.Item) : undefined;
}

/** SETs these fields on the entry and nothing else (its lists keep the status they had): a change made outside both sides' moves. */
export async function setDistributionFields(
  product: string,
  dispensary: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: distributionKey(product, dispensary),
      ...updateOf(fields, []),
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
