import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { deliverySend } from '#lib/loyalty/store/deliveries';
import { countDecision, markMessageSent, type Tally } from '#lib/loyalty/store/messages';
import {
  deleteUnsentSend,
  sendAnswered,
  sendRecordPut,
  sendRefused,
  transact,
  updateSend,
  type SendUpdate,
  type TransactItem,
} from '#lib/loyalty/store/sends';
import { noteSent } from './delivery.ts';
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
    sendRecordPut(send, attributes),
    ...(counted ? [countDecision(send.clientId, send.messageId, send.decision, 'first')] : []),
  ]);
  return reasons === undefined;
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
  release: () => deleteUnsentSend(at.messageId, at.phone),
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
    await settle(at, claim.tally, 'failed', sendRefused(at.messageId, at.phone, (e as Error).message));
    return 'failed';
  }
  await settle(
    at,
    claim.tally,
    'sent',
    sendAnswered(at.messageId, at.phone, sid),
    // the text's delivery item, the one thing a status callback names (delivery.ts)
    deliverySend(at, sid),
  );
  // the message is 'sent' once its first text has gone
  await markMessageSent(at.clientId, at.messageId);
  // a callback that came before this answer was recorded is applied now
  await noteSent(at.clientId, sid);
  return 'sent';
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
  record: SendUpdate,
  ...also: TransactItem[]
) {
  const refused = await transact([record, countDecision(at.clientId, at.messageId, decision, tally), ...also]);
  if (refused) await updateSend(record);
}
