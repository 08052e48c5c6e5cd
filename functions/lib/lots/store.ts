import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updateOf } from '#lib/table/update-expression';
import type { Lot } from '#shared/schemas/catalog';
import type { LOT_STATUSES } from '#shared/constants';
import { batchGet, batchPut, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { FILTER_READ_BUDGET } from '#lib/table/filtered-page';
import { decodeCursor, pageWithLookahead, type CursorScope } from '#lib/table/page-cursor';
import { productKey } from '#lib/products/keys';
import { pipelineQueue } from '#lib/pipeline/keys';
import { clientLotsPartition, lotKey, lotRecord, productLotsPartition } from './keys.ts';

export async function putLot(l: Lot): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: lotRecord(l) }));
}

/** Lots stored as they are, in batches (the demo seed). */
export const putLots = (ls: readonly Lot[]) => batchPut(ls.map(lotRecord));

export async function getLot(id: string, consistent = false): Promise<Lot | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: lotKey(id), ConsistentRead: consistent }));
  return r.Item ? stripKeys<Lot>(r.Item) : undefined;
}

/**
 * SETs these fields on the lot as given and nothing else (its index entries stay as they were): a
 * change made outside the forms, such as a lease that ran out or a writer racing a form.
 */
export async function setLotFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: lotKey(id),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getLots = (ids: string[]) => batchGet<Lot>([...new Set(ids)].map(lotKey));

/**
 * Adds a lot; its id is new, so the condition only guards against an id drawn twice. `also` is
 * written in the same transaction (the results log's first entry of a lot made with a result).
 */
export async function createLot(l: Lot, also?: Record<string, unknown>): Promise<void> {
  const put = { TableName: tableName(), Item: lotRecord(l), ConditionExpression: 'attribute_not_exists(pk)' };
  if (!also) await ddb.send(new PutCommand(put));
  else
    await ddb.send(
      new TransactWriteCommand({ TransactItems: [{ Put: put }, { Put: { TableName: tableName(), Item: also } }] }),
    );
}

// Every change holds only over the version read and while the lot is the client's and not deleted:
// a change made meanwhile is never lost, and a lot cannot be moved to another company.
const unchanged = 'attribute_exists(pk) AND #o.#id = :owner AND updatedAt = :seen AND attribute_not_exists(deletedAt)';
const unchangedNames = { '#o': 'owner', '#id': '_id' };

/**
 * Writes the lot over the version last read (`seen`); false when it changed or left meanwhile.
 * `also` is an item written in the same transaction (the results log's entry when the lot's result
 * changes), so it is stored exactly when the lot is.
 */
export async function replaceLot(l: Lot, seen: string, also?: Record<string, unknown>): Promise<boolean> {
  const put = {
    TableName: tableName(),
    Item: lotRecord(l),
    ConditionExpression: unchanged,
    ExpressionAttributeNames: unchangedNames,
    ExpressionAttributeValues: { ':owner': l.owner._id, ':seen': seen },
  };
  try {
    if (also)
      await ddb.send(
        new TransactWriteCommand({ TransactItems: [{ Put: put }, { Put: { TableName: tableName(), Item: also } }] }),
      );
    else await ddb.send(new PutCommand(put));
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (e as { name?: string }).name === 'TransactionCanceledException' &&
      reasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw e;
  }
}

/**
 * Soft-deletes the lot as read (`seen`): marked, unavailable, out of every list. In one
 * transaction, its product must not name it as latest lot, and it must not be unfinished in the
 * data-entry pipeline. Answers which condition failed, if one did.
 */
export async function softDeleteLot(l: Lot, seen: string): Promise<'deleted' | 'changed' | 'latestLot'> {
  const deleted: Lot = { ...l, deletedAt: l.updatedAt, available: false };
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: lotRecord(deleted),
              ConditionExpression: `${unchanged} AND (attribute_not_exists(processingInfo) OR processingInfo.#st = :done)`,
              ExpressionAttributeNames: { ...unchangedNames, '#st': 'status' },
              ExpressionAttributeValues: { ':owner': l.owner._id, ':seen': seen, ':done': 'completed' },
            },
          },
          ...(l.product
            ? [
                {
                  ConditionCheck: {
                    TableName: tableName(),
                    Key: productKey(l.product),
                    ConditionExpression: 'attribute_not_exists(latestLot) OR latestLot <> :lot',
                    ExpressionAttributeValues: { ':lot': l._id },
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return 'deleted';
  } catch (e) {
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((e as { name?: string }).name !== 'TransactionCanceledException' || !reasons) throw e;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'changed';
    if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'latestLot';
    throw e;
  }
}

interface PageOptions {
  limit: number;
  cursor?: string | undefined;
  /** Only lots still available. */
  current?: boolean;
  /** Only lots with a finished test result (none in the pipeline's pending or review). */
  tested?: boolean;
}

/**
 * One page of a lot partition, newest change first. A filter reads before it drops, so the query
 * goes on until the page is full or the partition ends, and the cursor is the last lot answered.
 */
async function page(
  scope: CursorScope & { index: 'gsi1' | 'gsi2' },
  { limit, cursor, current, tested }: PageOptions,
): Promise<{ items: Lot[]; nextCursor: string | null }> {
  const pk = `${scope.index}pk`;
  const filters = [
    ...(current ? ['available = :t'] : []),
    ...(tested
      ? ['attribute_exists(testResult) AND (attribute_not_exists(processingInfo) OR processingInfo.#st = :done)']
      : []),
  ];
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, scope);
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: scope.index,
        KeyConditionExpression: `${pk} = :p`,
        ScanIndexForward: false,
        ExpressionAttributeValues: {
          ':p': scope.partition,
          ...(current ? { ':t': true } : {}),
          ...(tested ? { ':done': 'completed' } : {}),
        },
        ...(tested ? { ExpressionAttributeNames: { '#st': 'status' } } : {}),
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        // one more than the page shows, to know whether another page follows (pageWithLookahead)
        Limit: limit + 1 - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start && items.length <= limit);
  const shown = pageWithLookahead({ Items: items }, limit, scope.index);
  return { items: shown.items.map((i) => stripKeys<Lot>(i)), nextCursor: shown.nextCursor };
}

/** A client's lots of one type (gsi1 `CLIENT#c#LOTS#<lotType>`), newest change first. */
export const listClientLots = (clientId: string, lotType: Lot['lotType'], options: PageOptions) =>
  page({ index: 'gsi1', partition: clientLotsPartition(clientId, lotType) }, options);

/** A product's lots of every type (gsi2 `PRODUCT#p#LOTS`), newest change first. */
export const listProductLots = (productId: string, options: PageOptions) =>
  page({ index: 'gsi2', partition: productLotsPartition(productId) }, options);

/** A product's latest lots of every type, newest change first, as many as asked (one query, no filter). */
export async function latestProductLots(productId: string, limit: number): Promise<Lot[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :p',
      ExpressionAttributeValues: { ':p': productLotsPartition(productId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<Lot>(i));
}

/**
 * The admin lot table's page. Without a client: the pipeline lots of one status (gsi3
 * `PIPELINE#<status>`, by creation). With one: that client's lots of a type (gsi1, by last
 * change), filtered by status when one is named. A search keeps the lots whose id or lab lot id
 * holds the text. A filtered page reads at most FILTER_READ_BUDGET lots, then answers what it found
 * and a cursor to go on (the last lot answered, or where the reading stopped).
 */
export async function listLotsForAdmin({
  limit,
  cursor,
  status,
  client,
  lotType,
  newestFirst,
  search,
}: {
  limit: number;
  cursor?: string | undefined;
  status?: (typeof LOT_STATUSES)[number] | undefined;
  client?: string | undefined;
  lotType: Lot['lotType'];
  newestFirst: boolean;
  search?: string | undefined;
}): Promise<{ items: Lot[]; nextCursor: string | null }> {
  const index = client ? 'gsi1' : 'gsi3';
  const partition = client ? clientLotsPartition(client, lotType) : pipelineQueue(status ?? 'pending');
  const byStatus = !!client && !!status;
  const filters = [
    ...(byStatus ? ['processingInfo.#st = :s'] : []),
    // ids are lowercase hex; a lab's lot id is kept as the lab typed it, mostly upper case
    ...(search ? ['(contains(#id, :q) OR contains(s2sId, :q) OR contains(s2sId, :Q))'] : []),
  ];
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, { index, partition });
  let read = 0;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ScanIndexForward: !newestFirst,
        ExpressionAttributeValues: {
          ':p': partition,
          ...(byStatus ? { ':s': status } : {}),
          ...(search ? { ':q': search.toLowerCase(), ':Q': search.toUpperCase() } : {}),
        },
        ...(filters.length
          ? {
              FilterExpression: filters.join(' AND '),
              ExpressionAttributeNames: { ...(byStatus && { '#st': 'status' }), ...(search && { '#id': '_id' }) },
            }
          : {}),
        Limit: filters.length ? Math.min(FILTER_READ_BUDGET - read, 200) : limit + 1 - items.length,
        ExclusiveStartKey: start,
      }),
    );
    read += r.ScannedCount ?? 0;
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start && items.length <= limit && read < FILTER_READ_BUDGET);
  const shown = pageWithLookahead({ Items: items, LastEvaluatedKey: start }, limit, index);
  return { items: shown.items.map((i) => stripKeys<Lot>(i)), nextCursor: shown.nextCursor };
}
