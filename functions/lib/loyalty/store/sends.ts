import { DeleteCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { DEFERRED_SENDS, deferredSendIndex, dueBy, sendKey } from '#lib/loyalty/keys';
import { isCancelledByCondition } from '#lib/loyalty/store/offers';

// A member's send of a message, `MESSAGE#<messageId>` / `SEND#<phone>` (entity 'loyaltySend'; the
// rules are sends.ts and send-claims.ts). Every write that claims, decides or settles a text is
// conditional on the record as the send path left it, and goes in one transaction with what it
// counts (the message's counters, the member's day, the text's delivery item).

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Writes the items in one transaction: undefined when it went through, else the codes of why each
 * item was refused ('None' for those that were not), when only conditions refused it.
 */
export async function transact(items: TransactItem[]): Promise<string[] | undefined> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (e) {
    if (!isCancelledByCondition(e)) throw e;
    return ((e as { CancellationReasons: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  }
}

/** The Put of a member's first decision on a message, refused when there is one already. */
export const sendRecordPut = (send: LoyaltySend, attributes: Record<string, unknown> = {}) => ({
  Put: {
    TableName: tableName(),
    Item: { ...send, ...attributes, ...sendKey(send.messageId, send.phone), entity: 'loyaltySend' },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

type SendAt = Pick<LoyaltySend, 'messageId' | 'phone' | 'at'>;

/** A waiting (`quietHours`) record moved to another decision, counted once: for the same transaction. */
const fromWaiting = (s: SendAt, decision: LoyaltySend['decision'], extra = '') => ({
  Update: {
    TableName: tableName(),
    Key: sendKey(s.messageId, s.phone),
    UpdateExpression: `SET decision = :d, decidedAt = :at${extra}`,
    ConditionExpression: 'decision = :waiting',
    ExpressionAttributeValues: { ':d': decision, ':at': s.at, ':waiting': 'quietHours' },
  },
});

/** A waiting record's skip in the morning (no consent, opted out, capped). */
export const sendFromWaiting = (s: SendAt, decision: LoyaltySend['decision']) => fromWaiting(s, decision);

/** A waiting record's claim in the morning: sent, and off the deferred index. */
export const claimFromWaiting = (s: SendAt) => fromWaiting(s, 'sent', ' REMOVE gsi3pk, gsi3sk');

/** A morning claim given back: waiting again, unless the provider took the text. */
export const backToWaiting = (messageId: string, phone: string) => ({
  Update: {
    TableName: tableName(),
    Key: sendKey(messageId, phone),
    UpdateExpression: 'SET decision = :waiting',
    ConditionExpression: 'attribute_not_exists(providerSid) AND decision = :sent',
    ExpressionAttributeValues: { ':waiting': 'quietHours', ':sent': 'sent' },
  },
});

/** A first claim given back: the record gone, unless the provider took the text. */
export const unsentSendDelete = (messageId: string, phone: string) => ({
  Delete: {
    TableName: tableName(),
    Key: sendKey(messageId, phone),
    ConditionExpression: 'attribute_not_exists(providerSid)',
  },
});

/** Gives a first claim back on its own, when it counted nothing that must be given back with it. */
export async function deleteUnsentSend(messageId: string, phone: string): Promise<void> {
  await ddb.send(new DeleteCommand(unsentSendDelete(messageId, phone).Delete));
}

/** An update of what the provider answered, for the transaction that counts it or alone. */
export interface SendUpdate {
  Update: {
    TableName: string;
    Key: { pk: string; sk: string };
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
}

/** The provider took the text: its SID, and `queued` unless a callback's status got there first. */
export const sendAnswered = (messageId: string, phone: string, sid: string): SendUpdate => ({
  Update: {
    TableName: tableName(),
    Key: sendKey(messageId, phone),
    UpdateExpression: 'SET providerSid = :sid, #status = if_not_exists(#status, :queued)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':sid': sid, ':queued': 'queued' },
  },
});

/** The provider refused the text for good. */
export const sendRefused = (messageId: string, phone: string, error: string): SendUpdate => ({
  Update: {
    TableName: tableName(),
    Key: sendKey(messageId, phone),
    UpdateExpression: 'SET decision = :failed, #error = :error',
    ExpressionAttributeNames: { '#error': 'error' },
    ExpressionAttributeValues: { ':failed': 'failed', ':error': error },
  },
});

/** Writes what the provider answered on the record alone, outside any transaction. */
export async function updateSend(update: SendUpdate): Promise<void> {
  await ddb.send(new UpdateCommand(update.Update));
}

/**
 * Moves the record's delivery status forward to `status` (of rank `rank`) for the text of SID
 * `sid`: false when the record is another text's, or its status is that far on already.
 */
export async function advanceSendStatus(
  messageId: string,
  phone: string,
  sid: string,
  status: string,
  rank: number,
): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sendKey(messageId, phone),
        UpdateExpression: 'SET #status = :status, statusRank = :rank',
        ConditionExpression: 'providerSid = :sid AND (attribute_not_exists(statusRank) OR statusRank < :rank)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':rank': rank, ':sid': sid },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * Lists a waiting record in the deferred index again, for `sendAfter`: false when it is no longer
 * waiting.
 */
export async function rewaitSend(
  s: Pick<LoyaltySend, 'clientId' | 'messageId' | 'phone'>,
  sendAfter: string,
): Promise<boolean> {
  const index = deferredSendIndex(s, sendAfter);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sendKey(s.messageId, s.phone),
        UpdateExpression: 'SET sendAfter = :after, gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'decision = :waiting',
        ExpressionAttributeValues: {
          ':after': sendAfter,
          ':pk': index.gsi3pk,
          ':sk': index.gsi3sk,
          ':waiting': 'quietHours',
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A waiting record as the deferred index lists it. */
export interface DeferredSend {
  pk: string;
  sk: string;
  gsi3sk: string;
  clientId: string;
  messageId: string;
  phone: string;
}

/** One page of the deferred sends whose time has come by `at`. */
export async function deferredSends(at: Date, start?: Record<string, unknown>) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :upTo',
      ExpressionAttributeValues: { ':p': DEFERRED_SENDS, ':upTo': dueBy(at) },
      ExclusiveStartKey: start,
      Limit: 500,
    }),
  );
  return { sends: (r.Items ?? []) as DeferredSend[], next: r.LastEvaluatedKey };
}

/** Takes a record off the deferred index, unless it was listed again since `seen` was read. */
export async function unlistDeferredSend(key: { pk: string; sk: string }, seen: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'gsi3sk = :seen',
        ExpressionAttributeValues: { ':seen': seen },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}
