import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { sendMessage } from '#lib/aws/sqs';
import { activeMembers } from '#lib/db/loyalty-members';
import { idSchema } from '#shared/schemas/common';
import { completeIfDone } from './completion.ts';
import { DUE_MESSAGES, messageKey } from './messages.ts';
import { DEFERRED_SENDS } from './send-claims.ts';
import { QUEUES } from '#shared/queues';

// The fan-out (docs/client-loyalty-messages.md, Fan-out), queued by startMessage. It pages the company's active members and
// queues them to loyalty-sends in batches; a retried fan-out queues them again, which texts nobody
// twice (each member's send is claimed once, #lib/loyalty/sends) and costs only queue messages.

/** Members per queue message: one worker call texts them with a few calls in flight. */
export const MEMBERS_PER_BATCH = 50;
/** Queue messages sent at once while fanning out. */
const QUEUE_CONCURRENCY = 10;

export const fanOutBodySchema = z.object({
  kind: z.literal('fanOut'),
  clientId: idSchema,
  messageId: idSchema,
});

export const memberBatchSchema = z.object({
  kind: z.literal('members'),
  clientId: idSchema,
  messageId: idSchema,
  phones: z.array(z.string()).check(z.minLength(1), z.maxLength(MEMBERS_PER_BATCH)),
  /** texts that waited for the morning (their records say quietHours) */
  waited: z.optional(z.boolean()),
});
export type MemberBatch = z.infer<typeof memberBatchSchema>;

export const sendsQueueBodySchema = z.discriminatedUnion('kind', [fanOutBodySchema, memberBatchSchema]);

/** Sends queue messages a few at a time. */
async function queueAll(bodies: unknown[]) {
  for (let i = 0; i < bodies.length; i += QUEUE_CONCURRENCY)
    await Promise.all(bodies.slice(i, i + QUEUE_CONCURRENCY).map((b) => sendMessage(QUEUES.loyaltySends, b)));
}

/**
 * Queues every active member of the company in batches, then marks the message `fannedOut` and
 * `memberCount` (completion.ts completes it from there; with no member at all it is complete at once).
 * Answers how many members were queued.
 */
export async function fanOut(clientId: string, messageId: string): Promise<number> {
  const key = messageKey(clientId, messageId);
  const message = (await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  if (!message || message.fannedOut === true) return 0;
  let cursor: string | undefined;
  let pending: string[] = [];
  let queued = 0;
  const flush = async (all: boolean) => {
    const bodies: MemberBatch[] = [];
    while (pending.length >= MEMBERS_PER_BATCH || (all && pending.length > 0))
      bodies.push({ kind: 'members', clientId, messageId, phones: pending.splice(0, MEMBERS_PER_BATCH) });
    await queueAll(bodies);
    queued += bodies.reduce((n, b) => n + b.phones.length, 0);
  };
  do {
    const page = await activeMembers(clientId, cursor, 500);
    pending.push(...page.members.map((m) => m.phone));
    await flush(false);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  await flush(true);
  pending = [];
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET fannedOut = :yes, memberCount = :n${queued === 0 ? ', #status = :complete' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(queued === 0 && { ExpressionAttributeNames: { '#status': 'status' } }),
      ExpressionAttributeValues: { ':yes': true, ':n': queued, ...(queued === 0 && { ':complete': 'complete' }) },
    }),
  );
  // batches that ran before the mark found the fan-out unfinished; the last of them may have been the end
  if (queued > 0) await completeIfDone(clientId, messageId);
  return queued;
}

const upTo = (at: Date) => `${at.toISOString()}#~`;

/** One page of the messages due to start by `at`, oldest first. */
export async function dueMessages(at: Date, start?: Record<string, unknown>) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :upTo',
      ExpressionAttributeValues: { ':p': DUE_MESSAGES, ':upTo': upTo(at) },
      ProjectionExpression: 'client, #id',
      ExpressionAttributeNames: { '#id': '_id' },
      ExclusiveStartKey: start,
      Limit: 100,
    }),
  );
  const messages = (r.Items ?? []).map((i) => ({ clientId: String(i.client), messageId: String(i._id) }));
  return { messages, next: r.LastEvaluatedKey };
}

/**
 * Queues the texts that waited for the morning and whose time has come, by message, in batches;
 * then takes each off the deferred index (conditional on the entry it was read with, so a later
 * re-deferral stays). Queued first: a run that dies in between queues them again, and the morning
 * claim (quietHours → sent) lets one of them text. Answers how many were queued.
 */
export async function queueDeferredSends(at: Date): Promise<number> {
  let start: Record<string, unknown> | undefined;
  let queued = 0;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :upTo',
        ExpressionAttributeValues: { ':p': DEFERRED_SENDS, ':upTo': upTo(at) },
        ExclusiveStartKey: start,
        Limit: 500,
      }),
    );
    const items = (r.Items ?? []) as {
      pk: string;
      sk: string;
      gsi3sk: string;
      clientId: string;
      messageId: string;
      phone: string;
    }[];
    const byMessage = new Map<string, MemberBatch>();
    const bodies: MemberBatch[] = [];
    for (const i of items) {
      let batch = byMessage.get(i.messageId);
      if (!batch || batch.phones.length >= MEMBERS_PER_BATCH) {
        batch = { kind: 'members', clientId: i.clientId, messageId: i.messageId, phones: [], waited: true };
        byMessage.set(i.messageId, batch);
        bodies.push(batch);
      }
      batch.phones.push(i.phone);
    }
    await queueAll(bodies);
    for (const i of items)
      await ddb
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: i.pk, sk: i.sk },
            UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
            ConditionExpression: 'gsi3sk = :seen',
            ExpressionAttributeValues: { ':seen': i.gsi3sk },
          }),
        )
        .catch((e: unknown) => {
          if (!isConditionFailure(e)) throw e;
        });
    queued += items.length;
    start = r.LastEvaluatedKey;
  } while (start);
  return queued;
}
