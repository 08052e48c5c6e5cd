import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoyaltyMessage, LoyaltySend } from '#shared/schemas/loyalty-message';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { DUE_MESSAGES, dueBy, dueMessageIndex, messageKey } from '#lib/loyalty/keys';
import { updateOf } from '#lib/table/update-expression';

// What the send path writes on a message once it is stored (messages.ts writes it): its start off
// the due index, the fan-out's mark, the counters of its members' decisions and texts, its status.
// Each write is conditional on where the message stands, so a step retried or raced moves it once.

/** The message as stored, read consistently: the send path acts on what the last write left. */
export async function getMessageItem(clientId: string, messageId: string) {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: messageKey(clientId, messageId), ConsistentRead: true }),
  );
  return r.Item;
}

/** One page of the messages due to start by `at`, oldest first. */
export async function dueMessages(at: Date, start?: Record<string, unknown>) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :upTo',
      ExpressionAttributeValues: { ':p': DUE_MESSAGES, ':upTo': dueBy(at) },
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
 * Takes a due message off the due index, on condition it is there: answers the message as it was,
 * or undefined when another start took it first.
 */
export async function takeDueMessage(
  clientId: string,
  messageId: string,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(clientId, messageId),
        UpdateExpression: 'SET fanOutAt = :now REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'gsi3pk = :due',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':due': DUE_MESSAGES },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return r.Attributes ?? {};
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

/** Puts a message taken off the due index back on it, for the next sweep to start. */
export async function returnToDue(clientId: string, messageId: string, sendDateTime: string): Promise<void> {
  const index = dueMessageIndex({ _id: messageId, client: clientId, sendDateTime });
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: messageKey(clientId, messageId),
      UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk REMOVE fanOutAt',
      ExpressionAttributeValues: { ':pk': index.gsi3pk, ':sk': index.gsi3sk },
    }),
  );
}

/** Marks the fan-out over with the members it queued; a message that queued nobody is complete at once. */
export async function markFannedOut(clientId: string, messageId: string, memberCount: number): Promise<void> {
  const none = memberCount === 0;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: messageKey(clientId, messageId),
      UpdateExpression: `SET fannedOut = :yes, memberCount = :n${none ? ', #status = :complete' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(none && { ExpressionAttributeNames: { '#status': 'status' } }),
      ExpressionAttributeValues: { ':yes': true, ':n': memberCount, ...(none && { ':complete': 'complete' }) },
    }),
  );
}

/**
 * Moves the message to `complete` when its counters say it is done (completion.ts); answers whether
 * this call moved it. A message not done yet, or complete already, is left alone.
 */
export async function completeMessage(clientId: string, messageId: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(clientId, messageId),
        UpdateExpression: 'SET #status = :complete',
        ConditionExpression:
          'fannedOut = :yes AND #status <> :complete AND decidedCount >= memberCount' +
          ' AND (attribute_not_exists(heldCount) OR heldCount <= :zero)' +
          ' AND (attribute_not_exists(sentCount) OR finishedCount >= sentCount)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':complete': 'complete', ':yes': true, ':zero': 0 },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** The message is 'sent' once its first text has gone: only a message still pending moves. */
export async function markMessageSent(clientId: string, messageId: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(clientId, messageId),
        UpdateExpression: 'SET #status = :sent',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent', ':pending': 'pending' },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * How a decision moves the message's progress counters (completion.ts): a member's first decision
 * adds to `decidedCount`, and a text held for the morning to `heldCount` as well; a held text's
 * morning outcome takes it off `heldCount` again.
 */
export type Tally = 'first' | 'fromWaiting';

const tallyOf = (tally: Tally, decision: LoyaltySend['decision']) =>
  tally === 'fromWaiting'
    ? ', heldCount :minus'
    : `, decidedCount :one${decision === 'quietHours' ? ', heldCount :one' : ''}`;

/** The message's ADD of one decision's counter (`<decision>Count`, `refusedCount` for `failed`), for a transaction. */
export const countDecision = (
  clientId: string,
  messageId: string,
  decision: LoyaltySend['decision'],
  tally: Tally,
) => ({
  Update: {
    TableName: tableName(),
    Key: messageKey(clientId, messageId),
    // `failedCount` is the provider's final status of a text it took; a text it refused outright is apart
    UpdateExpression: `ADD #count :one${tallyOf(tally, decision)}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#count': decision === 'failed' ? 'refusedCount' : `${decision}Count` },
    ExpressionAttributeValues: { ':one': 1, ...(tally === 'fromWaiting' && { ':minus': -1 }) },
  },
});

/** The counts a final status leaves on its message, which its delivery figure is made of. */
export interface FinalCounts {
  deliveredCount: number;
  finishedCount: number;
  sentCount?: number;
}

/** Counts a text's final status (delivered, failed or undelivered) on its message, and its being finished. */
export async function countFinalStatus(clientId: string, messageId: string, status: string): Promise<FinalCounts> {
  const counted = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: messageKey(clientId, messageId),
      UpdateExpression:
        'ADD deliveredCount :delivered, failedCount :failed, undeliveredCount :undelivered, finishedCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':delivered': status === 'delivered' ? 1 : 0,
        ':failed': status === 'failed' ? 1 : 0,
        ':undelivered': status === 'undelivered' ? 1 : 0,
        ':one': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return counted.Attributes as FinalCounts;
}

/**
 * Writes the message's delivery figure as of `finished` final statuses: a later callback's own
 * figure wins, so this one writes only if nothing was counted meanwhile.
 */
export async function setDeliveryPercent(
  clientId: string,
  messageId: string,
  percent: number,
  finished: number,
): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(clientId, messageId),
        UpdateExpression: 'SET deliveryPercent = :percent, updatedAt = :now',
        ConditionExpression: 'finishedCount = :finished',
        ExpressionAttributeValues: { ':percent': percent, ':now': new Date().toISOString(), ':finished': finished },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** SETs these fields on the message and nothing else: its counters as a fan-out or callbacks left them. */
export async function setMessageFields(
  clientId: string,
  messageId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: messageKey(clientId, messageId),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/**
 * Changes a scheduled message, or calls it off (`cancel`), on condition it has not started: still on
 * the due index, which the start takes it off in one conditional update. So a message whose fan-out
 * has begun is never changed under it. Answers the message as it is after the write, or undefined
 * when it had started (or is not a business's message).
 */
export async function changeScheduledMessage(
  clientId: string,
  messageId: string,
  change:
    | { cancel: true; now: Date }
    | {
        cancel?: false;
        now: Date;
        fields: Pick<LoyaltyMessage, 'messageBody' | 'messageMediaAws' | 'sendDateTime'> &
          Partial<Pick<LoyaltyMessage, 'segment' | 'segmentName'>>;
      },
): Promise<Record<string, unknown> | undefined> {
  const at = change.now.toISOString();
  const values: Record<string, unknown> = { ':due': DUE_MESSAGES, ':message': 'message', ':now': at };
  // segment and status are DynamoDB reserved words
  const names: Record<string, string> = { '#segment': 'segment', '#status': 'status', '#origin': 'origin' };
  let expression: string;
  if (change.cancel) {
    expression = 'SET #status = :cancelled, updatedAt = :now REMOVE gsi3pk, gsi3sk';
    values[':cancelled'] = 'cancelled';
    delete names['#segment'];
  } else {
    const f = change.fields;
    const index = dueMessageIndex({ _id: messageId, client: clientId, sendDateTime: f.sendDateTime });
    expression =
      'SET messageBody = :body, messageMediaAws = :media, sendDateTime = :send, gsi3sk = :sk, updatedAt = :now' +
      (f.segment ? ', #segment = :segment' : '') +
      (f.segmentName ? ', segmentName = :segmentName' : '');
    const removed = [!f.segment && '#segment', !f.segmentName && 'segmentName'].filter(Boolean);
    if (removed.length) expression += ` REMOVE ${removed.join(', ')}`;
    delete names['#status'];
    Object.assign(values, {
      ':body': f.messageBody,
      ':media': f.messageMediaAws,
      ':send': f.sendDateTime,
      ':sk': index.gsi3sk,
      ...(f.segment && { ':segment': f.segment }),
      ...(f.segmentName && { ':segmentName': f.segmentName }),
    });
  }
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(clientId, messageId),
        UpdateExpression: expression,
        // on the due index and not yet taken off it by a start; only a business's own message
        ConditionExpression: 'gsi3pk = :due AND attribute_not_exists(fanOutAt) AND #origin = :message',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return r.Attributes;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}
