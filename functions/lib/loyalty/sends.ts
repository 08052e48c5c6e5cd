import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { isCancelledByCondition } from '#lib/db/points-offers';
import { deliverySend, noteSent } from './delivery.ts';
import { messageKey, sendKey } from './messages.ts';
import { retryable } from './provider/port.ts';

// One send per message and member, ever: `MESSAGE#<messageId>` / `SEND#<phone>` (entity
// 'loyaltySend') is put with attribute_not_exists before the provider is called, so a redelivered
// queue message or a retried batch finds it and texts nobody twice. The record is also the
// decision a business can read back: sent, or skipped for no consent, opted out, quiet hours,
// capped; failed when the provider refused for good.

/** Records a decision unless one exists for this message and member; answers whether this call recorded it. */
export async function recordSend(send: LoyaltySend, attributes: Record<string, unknown> = {}): Promise<boolean> {
  // a skip is counted on the message in the same transaction, so exactly once per member; a text
  // is counted when the provider took it (sendOnce)
  const counted = send.decision !== 'sent';
  const reasons = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...send, ...attributes, ...sendKey(send.messageId, send.phone), entity: 'loyaltySend' },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(counted ? [countDecision(send.clientId, send.messageId, send.decision, 'first')] : []),
  ]);
  return reasons === undefined;
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

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

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

/**
 * How a send takes the member's text for itself before the provider is called, and gives it back
 * when the provider failed in a way worth retrying. The first claim is the record's Put; the send
 * path's own claims (a daily cap, a text that waited for the morning) are #lib/loyalty/send-claims.
 */
export interface SendClaim {
  take: () => Promise<'taken' | 'duplicate' | 'capped'>;
  release: () => Promise<void>;
  /** whether the text is the member's first decision, or one held for the morning */
  tally: Tally;
}

const firstClaim = (at: { messageId: string; clientId: string; phone: string; at: string }): SendClaim => ({
  tally: 'first',
  take: async () => ((await recordSend({ ...at, decision: 'sent' })) ? 'taken' : 'duplicate'),
  release: async () => {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: sendKey(at.messageId, at.phone),
        ConditionExpression: 'attribute_not_exists(providerSid)',
      }),
    );
  },
});

export type SendOutcome = 'sent' | 'duplicate' | 'failed' | 'capped';

/**
 * Claims the member's send, then texts through `send`. A retryable failure (429, 5xx, network)
 * releases the claim, as long as no provider SID was written, and throws so the queue retries; a
 * permanent refusal stays recorded as failed and is never retried. Should the process die between
 * claim and send, the member misses this text rather than risk getting it twice.
 */
export async function sendOnce(
  at: { messageId: string; clientId: string; phone: string; at: string },
  send: () => Promise<{ sid: string }>,
  claim: SendClaim = firstClaim(at),
): Promise<SendOutcome> {
  const taken = await claim.take();
  if (taken !== 'taken') return taken;
  let sid: string;
  try {
    ({ sid } = await send());
  } catch (e) {
    if (retryable(e)) {
      await claim.release();
      throw e;
    }
    await settle(at, claim.tally, 'failed', {
      UpdateExpression: 'SET decision = :failed, #error = :error',
      ExpressionAttributeNames: { '#error': 'error' },
      ExpressionAttributeValues: { ':failed': 'failed', ':error': (e as Error).message },
    });
    return 'failed';
  }
  await settle(
    at,
    claim.tally,
    'sent',
    {
      UpdateExpression: 'SET providerSid = :sid, #status = if_not_exists(#status, :queued)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sid': sid, ':queued': 'queued' },
    },
    // the text's delivery item, the one thing a status callback names (delivery.ts)
    deliverySend(at, sid),
  );
  // the message is 'sent' once its first text has gone
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(at.clientId, at.messageId),
        UpdateExpression: 'SET #status = :sent',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent', ':pending': 'pending' },
      }),
    )
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  // a callback that came before this answer was recorded is applied now
  await noteSent(at.clientId, sid);
  return 'sent';
}

interface RecordUpdate {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * Writes what the provider answered on the member's record and counts it on the message in one
 * transaction (`sentCount` for a text it took, `refusedCount` for one it refused for good), so a
 * process that dies after the answer leaves both or neither. A send of a message that is gone
 * has nothing to count: its record is written alone.
 */
async function settle(
  at: { messageId: string; clientId: string; phone: string },
  tally: Tally,
  decision: 'sent' | 'failed',
  record: RecordUpdate,
  ...also: TransactItem[]
) {
  const update = { TableName: tableName(), Key: sendKey(at.messageId, at.phone), ...record };
  const refused = await transact([
    { Update: update },
    countDecision(at.clientId, at.messageId, decision, tally),
    ...also,
  ]);
  if (refused) await ddb.send(new UpdateCommand(update));
}
