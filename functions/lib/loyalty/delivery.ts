import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { completeIfDone } from './completion.ts';
import { deliveryPercentOf, messageKey, sendKey } from './messages.ts';

// What the provider's status callbacks change (after the webhook checked their signature): the
// member's send record, and the message's counts and deliveryPercent. Callbacks come late, twice,
// or out of order; a status only moves forward (queued → sent → delivered, failed or undelivered),
// so a repeated or stale callback changes nothing and counts nothing twice. A final status is
// counted once on the message: delivered, failed or undelivered, and finished.
//
// A callback may also come before the send has written the SID the provider answered with (the
// provider calls back while its answer is still on the way). Every callback is therefore kept on
// the text's own item, `SID#<clientId>#<sid>` / `DELIVERY`, which the send writes its
// message and member onto as well: whichever of the two writes comes second sees the other and
// applies the status, so no callback is lost however they interleave.

const RANK: Record<string, number> = { queued: 1, sending: 2, sent: 3, delivered: 4, failed: 4, undelivered: 4 };
const FINAL = new Set(['delivered', 'failed', 'undelivered']);

export interface DeliveryStatus {
  clientId: string;
  messageId: string;
  phone: string;
  /** the provider's message SID: a callback for another SID (a forged or mixed-up one) is ignored */
  sid: string;
  status: string;
}

/** Applies one status callback; answers whether it changed anything. */
export async function applyDeliveryStatus(s: DeliveryStatus): Promise<boolean> {
  const rank = RANK[s.status];
  if (!rank) return false;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sendKey(s.messageId, s.phone),
        UpdateExpression: 'SET #status = :status, statusRank = :rank',
        ConditionExpression: 'providerSid = :sid AND (attribute_not_exists(statusRank) OR statusRank < :rank)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': s.status, ':rank': rank, ':sid': s.sid },
      }),
    );
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  if (!FINAL.has(s.status)) return true;
  const counted = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: messageKey(s.clientId, s.messageId),
      UpdateExpression:
        'ADD deliveredCount :delivered, failedCount :failed, undeliveredCount :undelivered, finishedCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':delivered': s.status === 'delivered' ? 1 : 0,
        ':failed': s.status === 'failed' ? 1 : 0,
        ':undelivered': s.status === 'undelivered' ? 1 : 0,
        ':one': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const m = counted.Attributes as { deliveredCount: number; finishedCount: number; sentCount?: number };
  const percent = deliveryPercentOf(m.deliveredCount, m.sentCount ?? 0);
  const key = messageKey(s.clientId, s.messageId);
  // a later callback's own figure wins: this one writes only if nothing was counted meanwhile
  await conditionally({
    Key: key,
    UpdateExpression: 'SET deliveryPercent = :percent, updatedAt = :now',
    ConditionExpression: 'finishedCount = :finished',
    ExpressionAttributeValues: { ':percent': percent, ':now': new Date().toISOString(), ':finished': m.finishedCount },
  });
  await completeIfDone(s.clientId, s.messageId);
  return true;
}

async function conditionally(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) {
  try {
    await ddb.send(new UpdateCommand({ TableName: tableName(), ...input }));
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** The text's delivery item: its send (written by the send) and its best status (by callbacks). */
export const deliveryKey = (clientId: string, sid: string) => ({ pk: `SID#${clientId}#${sid}`, sk: 'DELIVERY' });
/** Callbacks come within hours; a month keeps the item past any retry of the provider's. */
const DELIVERY_ITEM_SECONDS = 30 * 24 * 3600;
const expiry = () => Math.floor(Date.now() / 1000) + DELIVERY_ITEM_SECONDS;

interface DeliveryItem {
  messageId?: string;
  phone?: string;
  status?: string;
}

const apply = (clientId: string, sid: string, item: DeliveryItem | undefined) =>
  item?.messageId && item.phone && item.status
    ? applyDeliveryStatus({ clientId, messageId: item.messageId, phone: item.phone, sid, status: item.status })
    : Promise.resolve(false);

/**
 * Applies a verified status callback of a company's provider, which names only the text's SID. The
 * status is kept on the text's delivery item if it ranks at least as high as what is there (the
 * same status again is applied again: a callback whose first try failed half-way is made good);
 * when the send is already on the item, it moves forward now, else the send applies it when it
 * writes itself there (noteSent). A SID of no send of this company (another company's, a
 * transactional text's) changes nothing but its own item, which expires.
 */
export async function applyStatusCallback(clientId: string, sid: string, status: string): Promise<boolean> {
  const rank = RANK[status];
  if (!rank) return false;
  let item: DeliveryItem | undefined;
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deliveryKey(clientId, sid),
        UpdateExpression:
          'SET #status = :status, statusRank = :rank, expiresAt = if_not_exists(expiresAt, :exp), entity = :e',
        ConditionExpression: 'attribute_not_exists(statusRank) OR statusRank <= :rank',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':rank': rank, ':exp': expiry(), ':e': 'loyaltyDelivery' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    item = r.Attributes as DeliveryItem;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  return apply(clientId, sid, item);
}

/** The send's part of the delivery item, for the transaction that records the provider's answer. */
export const deliverySend = (at: { clientId: string; messageId: string; phone: string }, sid: string) => ({
  Update: {
    TableName: tableName(),
    Key: deliveryKey(at.clientId, sid),
    UpdateExpression: 'SET messageId = :m, phone = :p, expiresAt = if_not_exists(expiresAt, :exp), entity = :e',
    ExpressionAttributeValues: { ':m': at.messageId, ':p': at.phone, ':exp': expiry(), ':e': 'loyaltyDelivery' },
  },
});

/** After the send wrote itself on the delivery item: applies a status a callback left there first. */
export async function noteSent(clientId: string, sid: string): Promise<void> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: deliveryKey(clientId, sid), ConsistentRead: true }),
  );
  await apply(clientId, sid, r.Item as DeliveryItem | undefined);
}
