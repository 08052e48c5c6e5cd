import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod/mini';
import type { Product } from '#shared/schemas/catalog';
import type { productTransferSchema } from '#shared/schemas/admin-products';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { commitStep } from '#lib/jobs/store';
import { getProduct, moveProductPut } from '#lib/products/store';
import { clientProductsPartition } from '#lib/products/keys';
import { transferKey, transferLockKey } from '#lib/transfers/keys';
import { updateOf } from '#lib/table/update-expression';

// A transfer of every product of one producer company to another (transferEntityProducts,
// docs/admin-products.md): the job item `TRANSFER#<id>` (listed newest first on gsi3 `TRANSFERS`)
// and, while it runs, a lock item `CLIENT#<id>`/`TRANSFER` on both companies, written with the job
// in one transaction (attribute_not_exists), so no second transfer touches either company meanwhile.
// Each batch moves its products and counts them on the job in one transaction.

export type ProductTransfer = z.infer<typeof productTransferSchema>;
type Cursor = Record<string, string>;
export interface TransferJob extends ProductTransfer {
  seq: number;
  sentSeq?: number;
  /** The from company's products index key of the last product a batch read (null: from the start). */
  cursor: Cursor | null;
}

/** What the API answers of a job: its bookkeeping stays in the table. */
export const transferView = ({ seq: _s, sentSeq: _ss, cursor: _c, ...view }: TransferJob): ProductTransfer => view;

/** Every product of a company, deleted ones included (Select COUNT, paged by DynamoDB's 1 MB). */
export async function countProducts(clientId: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': clientProductsPartition(clientId) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    total += r.Count ?? 0;
    start = r.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Records a new job with its two locks; false when a transfer holds either company already. */
export async function createTransfer(job: TransferJob): Promise<boolean> {
  const lock = (clientId: string) => ({
    Put: {
      TableName: tableName(),
      Item: { ...transferLockKey(clientId), entity: 'transferLock', job: job._id, startedAt: job.startedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...job,
                ...transferKey(job._id),
                entity: 'productTransfer',
                gsi3pk: 'TRANSFERS',
                gsi3sk: `${job.startedAt}#${job._id}`,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          lock(job.from),
          lock(job.to),
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as { name?: string }).name === 'TransactionCanceledException') return false;
    throw e;
  }
}

/**
 * A running job that has neither claimed nor committed a step for this long is dead: its worker was
 * killed on its last receive (a timeout, not a thrown error), which leaves nothing to fail it. A live
 * job touches `updatedAt` at every claim (a 60 s lease, 30 s function timeout, three receives).
 */
export const SILENT_AFTER_MS = 15 * 60_000;

/**
 * Fails the running jobs holding these companies' locks that have been silent past
 * SILENT_AFTER_MS, which frees their locks (finishTransfer: only if the job has not moved on
 * meanwhile). Answers whether any lock was freed.
 */
export async function releaseSilentTransfers(clientIds: string[], error: string, now = Date.now()): Promise<boolean> {
  const locks = await Promise.all(
    clientIds.map((id) =>
      ddb.send(new GetCommand({ TableName: tableName(), Key: transferLockKey(id), ConsistentRead: true })),
    ),
  );
  const holders = [...new Set(locks.map((l) => l.Item?.job as string | undefined).filter((j) => j !== undefined))];
  let freed = false;
  for (const id of holders) {
    const held = await getTransfer(id, true);
    if (held?.status !== 'running' || Date.parse(held.updatedAt) > now - SILENT_AFTER_MS) continue;
    if (await finishTransfer(held, { status: 'failed', error })) freed = true;
  }
  return freed;
}

export async function getTransfer(id: string, consistent = false): Promise<TransferJob | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: transferKey(id), ConsistentRead: consistent }),
  );
  if (!r.Item) return undefined;
  const { leaseUntil: _l, ...job } = stripKeys<TransferJob & { leaseUntil?: number }>(r.Item);
  return job;
}

/** The transfers, newest first (gsi3 `TRANSFERS`), a page at a time. */
export async function listTransfers(limit: number, cursor?: string) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': 'TRANSFERS' },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi3', partition: 'TRANSFERS' }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi3');
  return {
    items: shown.items.map((i) => {
      const { leaseUntil: _l, ...job } = stripKeys<TransferJob & { leaseUntil?: number }>(i);
      return job;
    }),
    nextCursor: shown.nextCursor,
  };
}

/**
 * The next products of the from company after the cursor, oldest change first. A product moved
 * leaves the partition; one changed meanwhile gets a later updatedAt, so it comes again after the
 * cursor; a sweep from the start (cursor null) before the end catches anything else.
 */
export async function readBatch(from: string, cursor: Cursor | null, limit: number) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': clientProductsPartition(from) },
      Limit: limit,
      ExclusiveStartKey: cursor ?? undefined,
    }),
  );
  const items = r.Items ?? [];
  const last = items.at(-1);
  return {
    products: items.map((i) => stripKeys<Product>(i)),
    last: last ? ({ pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } as Cursor) : null,
  };
}

/** Reads these products again, consistently (after a batch met products changed meanwhile). */
export const freshProducts = async (ids: string[]) =>
  (await Promise.all(ids.map((id) => getProduct(id, true)))).filter((p) => p !== undefined);

/**
 * One batch: moves these products to the job's new owner (each on the version read) and counts
 * them on the job, with its new cursor, in one transaction that holds only for step `job.seq`'s
 * lease. Answers 'ok', 'lost' (the step is no longer ours) or the ids whose product changed meanwhile.
 */
export async function commitBatch(
  job: TransferJob,
  lease: number,
  products: Product[],
  cursor: Cursor | null,
): Promise<'ok' | 'lost' | { changed: string[] }> {
  const now = new Date().toISOString();
  const step = commitStep(job.seq, lease);
  const moved = job.moved + products.length;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: transferKey(job._id),
              UpdateExpression: `SET ${step.set}, moved = :moved, #t = :total, batches = batches + :one, #c = :cursor REMOVE ${step.remove}`,
              ConditionExpression: step.condition,
              ExpressionAttributeNames: { ...step.names, '#c': 'cursor', '#t': 'total' },
              ExpressionAttributeValues: {
                ...step.values,
                ':moved': moved,
                ':total': Math.max(job.total, moved),
                ':one': 1,
                ':cursor': cursor,
              },
            },
          },
          ...products.map((p) => moveProductPut(p, job.to, now)),
        ],
      }),
    );
    return 'ok';
  } catch (e) {
    if ((e as { name?: string }).name !== 'TransactionCanceledException') throw e;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'lost';
    const changed = products.filter((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed').map((p) => p._id);
    // a conflict with another transaction in flight: the same batch again is the answer
    if (changed.length === 0 && reasons.some((r) => r.Code === 'TransactionConflict')) return { changed: [] };
    if (changed.length === 0) throw e;
    return { changed };
  }
}

/**
 * Ends the job (done, or failed with its reason) and lets go of both companies' locks, in one
 * transaction. `lease` given: only for the delivery holding step `job.seq`.
 */
export async function finishTransfer(
  job: TransferJob,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
  lease?: number,
): Promise<boolean> {
  const now = new Date().toISOString();
  const unlock = (clientId: string) => ({
    Delete: {
      TableName: tableName(),
      Key: transferLockKey(clientId),
      ConditionExpression: 'attribute_not_exists(pk) OR job = :job',
      ExpressionAttributeValues: { ':job': job._id },
    },
  });
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: transferKey(job._id),
              UpdateExpression:
                'SET #s = :status, finishedAt = :now, updatedAt = :now, seq = :next, #e = :error, #t = :total REMOVE leaseUntil',
              ConditionExpression: `#s = :running AND seq = :seq${lease === undefined ? '' : ' AND leaseUntil = :lease'}`,
              ExpressionAttributeNames: { '#s': 'status', '#e': 'error', '#t': 'total' },
              ExpressionAttributeValues: {
                ':status': outcome.status,
                ':now': now,
                ':next': job.seq + 1,
                ':error': outcome.status === 'failed' ? outcome.error : null,
                // done: what was moved is the whole (products deleted or moved by others meanwhile are not owed)
                ':total': outcome.status === 'done' ? job.moved : job.total,
                ':running': 'running',
                ':seq': job.seq,
                ...(lease === undefined ? {} : { ':lease': lease }),
              },
            },
          },
          unlock(job.from),
          unlock(job.to),
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as { name?: string }).name === 'TransactionCanceledException') return false;
    throw e;
  }
}

/** SETs these fields on the job and nothing else, as when its worker last wrote it at another time. */
export async function setTransferFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: transferKey(id),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}
