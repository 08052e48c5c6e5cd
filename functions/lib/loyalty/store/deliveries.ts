import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { deliveryKey } from '#lib/loyalty/keys';

// A text's delivery item, `SID#<clientId>#<sid>` / `DELIVERY` (entity 'loyaltyDelivery'): the
// send writes its message and member on it, the status callbacks their best status, in whichever
// order they come (delivery.ts), so each write leaves the other's attributes alone.

/** Callbacks come within hours; a month keeps the item past any retry of the provider's. */
const DELIVERY_ITEM_SECONDS = 30 * 24 * 3600;
const expiry = () => Math.floor(Date.now() / 1000) + DELIVERY_ITEM_SECONDS;

export interface DeliveryItem {
  messageId?: string;
  phone?: string;
  status?: string;
}

/**
 * Keeps a callback's status (of rank `rank`) on the text's delivery item if it ranks at least as
 * high as the one there: answers the item as it is now, or undefined when the item holds a status
 * further on.
 */
export async function keepDeliveryStatus(
  clientId: string,
  sid: string,
  status: string,
  rank: number,
): Promise<DeliveryItem | undefined> {
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
    return r.Attributes as DeliveryItem;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
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

/** The delivery item as it is now. */
export async function getDelivery(clientId: string, sid: string): Promise<DeliveryItem | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: deliveryKey(clientId, sid), ConsistentRead: true }),
  );
  return r.Item as DeliveryItem | undefined;
}
