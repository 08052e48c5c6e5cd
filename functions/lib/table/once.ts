import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { onceKey } from '#lib/table/keys';
import { logger } from '#lib/base/logger';

// At-most-once work for consumers fed at least once (SQS, table streams, EventBridge retries).
// A conditional write claims the key before the work runs and marks it done after; a redelivery
// finds it done and skips. The claim is a lease: work that died with its Lambda (a timeout) holds
// the key only until the lease ends, then the next delivery takes it over. A failure releases the
// claim at once, so the retry runs the work again.

/** Long enough to outlive every redelivery: stream records live 24 h, a failing message is retried within hours. */
const DONE_TTL_SECONDS = 86_400;
/** Without a Lambda context to say how long the work may run: the longest Lambda timeout. */
const DEFAULT_LEASE_MS = 15 * 60_000;

/** Another delivery of the same record holds the key and may still be running: try again later. */
export const inProgress = (key: string) =>
  Object.assign(new Error(`${key} is being processed by another delivery`), { name: 'OnceInProgress' });

export interface OnceOptions {
  /** How long the claim holds while the work runs (the invocation's remaining time). */
  leaseMs?: number;
  /** How long a done key keeps later deliveries away. */
  ttlSeconds?: number;
}

export type OnceResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` unless a delivery with the same key already did (answering `{ ran: false }`), or
 * throws `inProgress` while another one holds the key.
 */
export async function once<T>(key: string, fn: () => Promise<T>, options: OnceOptions = {}): Promise<OnceResult<T>> {
  const k = onceKey(key);
  const now = Date.now();
  const leaseUntil = now + (options.leaseMs ?? DEFAULT_LEASE_MS);
  const expiresAt = Math.floor(now / 1000) + (options.ttlSeconds ?? DONE_TTL_SECONDS);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...k, state: 'running', leaseUntil, expiresAt },
        // free, or claimed by a delivery whose Lambda is gone
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :running AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':now': now },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const held = await ddb.send(new GetCommand({ TableName: tableName(), Key: k, ConsistentRead: true }));
    if (held.Item?.state === 'done') return { ran: false };
    throw inProgress(key);
  }

  let value: T;
  try {
    value = await fn();
  } catch (e) {
    // only our own claim: a delivery that took over an expired lease keeps its own
    await ddb
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: k,
          ConditionExpression: '#state = :running AND leaseUntil = :mine',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':running': 'running', ':mine': leaseUntil },
        }),
      )
      .catch((release: unknown) => {
        // the lease still ends on its own; the retry waits for it
        if (!isConditionFailure(release))
          logger.warn('could not release an idempotency claim', { key, error: release as Error });
      });
    throw e;
  }

  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: k,
        UpdateExpression: 'SET #state = :done REMOVE leaseUntil',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done' },
      }),
    );
  } catch (e) {
    // The work is done; failing the record now would only run it twice. Until the lease ends a
    // redelivery waits, after it the work may run again (at least once, as without this helper).
    logger.warn('could not mark idempotent work done', { key, error: e as Error });
  }
  return { ran: true, value };
}
