import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/aws/dynamodb';
import { completeIfDone } from './completion.ts';
import { messageKey } from './messages.ts';
import { sendKey, sidIndex } from './sends.ts';

// What the provider's status callbacks change (after the webhook checked their signature): the
// member's send record, and the message's counts and deliveryPercent. Callbacks come late, twice,
// or out of order; a status only moves forward (queued → sent → delivered, failed or undelivered),
// so a repeated or stale callback changes nothing and counts nothing twice. A final status is
// counted once on the message: delivered, failed or undelivered, and finished.

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
  const m = counted.Attributes as { deliveredCount: number; finishedCount: number };
  const percent = Math.round((m.deliveredCount / m.finishedCount) * 1000) / 10;
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

/**
 * Applies a verified status callback of a company's provider, which names only the text's SID: the
 * send it belongs to is found on gsi2 (`SID#<sid>`). A SID of no send of this company (another
 * company's, a transactional text's, or one whose SID is not indexed yet) changes nothing. GSIs
 * are eventually consistent: a callback that outruns the index is dropped, which the next status
 * of the same text makes good (a status may move several steps forward at once).
 */
export async function applyStatusCallback(clientId: string, sid: string, status: string): Promise<boolean> {
  const keys = sidIndex(sid);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :sidKey AND gsi2sk = :send',
      ExpressionAttributeValues: keys,
      Limit: 1,
    }),
  );
  const send = r.Items?.[0] as { clientId?: string; messageId?: string; phone?: string } | undefined;
  if (!send?.messageId || !send.phone || send.clientId !== clientId) return false;
  return applyDeliveryStatus({ clientId, messageId: send.messageId, phone: send.phone, sid, status });
}
