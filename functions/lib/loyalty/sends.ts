import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/aws/dynamodb';
import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { messageKey } from './messages.ts';
import { retryable } from './provider/port.ts';

// One send per message and member, ever: `MESSAGE#<messageId>` / `SEND#<phone>` (entity
// 'loyaltySend') is put with attribute_not_exists before the provider is called, so a redelivered
// queue message or a retried batch finds it and texts nobody twice. The record is also the
// decision a business can read back: sent, or skipped for no consent, opted out, quiet hours,
// capped; failed when the provider refused for good.

export const sendKey = (messageId: string, phone: string) => ({ pk: `MESSAGE#${messageId}`, sk: `SEND#${phone}` });

/** The send's place on gsi2, by the provider's SID: `SID#<sid>` / `SEND`. */
export const sidIndex = (sid: string) => ({ ':sidKey': `SID#${sid}`, ':send': 'SEND' });

/** Records a decision unless one exists for this message and member; answers whether this call recorded it. */
export async function recordSend(send: LoyaltySend): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...send, ...sendKey(send.messageId, send.phone), entity: 'loyaltySend' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export type SendOutcome = 'sent' | 'duplicate' | 'failed';

/**
 * Claims the member's send, then texts through `send`. A retryable failure (429, 5xx, network)
 * releases the claim, as long as no provider SID was written, and throws so the queue retries; a
 * permanent refusal stays recorded as failed and is never retried. Should the process die between
 * claim and send, the member misses this text rather than risk getting it twice.
 */
export async function sendOnce(
  at: { messageId: string; clientId: string; phone: string; at: string },
  send: () => Promise<{ sid: string }>,
): Promise<SendOutcome> {
  if (!(await recordSend({ ...at, decision: 'sent' }))) return 'duplicate';
  const key = sendKey(at.messageId, at.phone);
  let sid: string;
  try {
    ({ sid } = await send());
  } catch (e) {
    if (retryable(e)) {
      await ddb.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: 'attribute_not_exists(providerSid)',
        }),
      );
      throw e;
    }
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET decision = :failed, #error = :error',
        ExpressionAttributeNames: { '#error': 'error' },
        ExpressionAttributeValues: { ':failed': 'failed', ':error': (e as Error).message },
      }),
    );
    return 'failed';
  }
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      // indexed by the SID, the one thing a status callback names (delivery.ts, sendBySid)
      UpdateExpression:
        'SET providerSid = :sid, #status = if_not_exists(#status, :queued), gsi2pk = :sidKey, gsi2sk = :send',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sid': sid, ':queued': 'queued', ...sidIndex(sid) },
    }),
  );
  // the message counts what went, and is 'sent' once its first text has gone
  const message = messageKey(at.clientId, at.messageId);
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: message,
        UpdateExpression: 'ADD sentCount :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    )
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: message,
        UpdateExpression: 'SET #status = :sent',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent', ':pending': 'pending' },
      }),
    )
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  return 'sent';
}
