import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '#shared/schemas/mail';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { outboxKey } from '#lib/mail/keys';

/** Kept 30 days, for support questions ("did the reset mail go out?"). */
const RETENTION_SECONDS = 30 * 86400;

/** The Put of a new message, for a caller's transaction: the mail leaves only if the change commits. */
export const outboxPut = (m: OutboxMessage) => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...m,
      ...outboxKey(m._id),
      entity: 'mail',
      gsi3pk: 'OUTBOX',
      gsi3sk: `${m.createdAt}#${m._id}`,
      expiresAt: Math.floor(Date.parse(m.createdAt) / 1000) + RETENTION_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Marks a message sent exactly once; false when it already was (a redelivered stream record). */
export async function markSent(id: string, sentAt: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(id),
        UpdateExpression: 'SET #s = :sent, sentAt = :at',
        ConditionExpression: '#s = :pending',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent', ':pending': 'pending', ':at': sentAt },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Newest first (the local outbox page). */
export async function listOutbox(limit = 50): Promise<OutboxMessage[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': 'OUTBOX' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<OutboxMessage>(i));
}
