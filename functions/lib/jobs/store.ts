import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';

// The bookkeeping of a background job run as a chain of queue messages (#lib/jobs/chain): the job's
// item counts the steps committed (`seq`), names the last step whose message was sent (`sentSeq`)
// and, while a delivery works on a step, holds its lease (`leaseUntil`, epoch ms). Every move is a
// conditional write on the item, so two deliveries of one message never run one step together.

export type JobKey = { pk: string; sk: string };

/** What the chain reads of a job item. */
export interface ChainState {
  status: 'running' | 'done' | 'failed';
  seq: number;
  sentSeq?: number | undefined;
}

/**
 * Takes step `seq` of a running job for `leaseMs`: only when no other delivery holds it (no lease,
 * or one that ran out). Answers the lease (the commit's condition), or false.
 */
export async function claimStep(key: JobKey, seq: number, leaseMs: number): Promise<number | false> {
  const now = Date.now();
  const lease = now + leaseMs;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET leaseUntil = :lease, updatedAt = :at',
        ConditionExpression: '#s = :running AND seq = :seq AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':lease': lease,
          ':at': new Date(now).toISOString(),
          ':running': 'running',
          ':seq': seq,
          ':now': now,
        },
      }),
    );
    return lease;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * The condition and updates a step's commit carries: it holds only for the delivery that holds
 * step `seq`'s lease, moves `seq` on and gives the lease back.
 */
export const commitStep = (seq: number, lease: number) => ({
  condition: '#s = :running AND seq = :seq AND leaseUntil = :lease',
  set: 'seq = :nextSeq, updatedAt = :at',
  remove: 'leaseUntil',
  names: { '#s': 'status' },
  values: { ':running': 'running', ':seq': seq, ':lease': lease, ':nextSeq': seq + 1, ':at': new Date().toISOString() },
});

/** Gives a step's lease back after a failure, so the message's next delivery takes it at once. */
export async function releaseStep(
  key: JobKey,
  seq: number,
  lease: number,
  extra: { set?: string; names?: Record<string, string>; values?: Record<string, unknown> } = {},
): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET updatedAt = :at${extra.set ? `, ${extra.set}` : ''} REMOVE leaseUntil`,
        ConditionExpression: 'seq = :seq AND leaseUntil = :lease',
        ...(extra.names ? { ExpressionAttributeNames: extra.names } : {}),
        ExpressionAttributeValues: { ':at': new Date().toISOString(), ':seq': seq, ':lease': lease, ...extra.values },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** Records that step `seq`'s message was sent (never moving back). */
export async function markSent(key: JobKey, seq: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET sentSeq = :s',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(sentSeq) OR sentSeq < :s)',
        ExpressionAttributeValues: { ':s': seq },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}
