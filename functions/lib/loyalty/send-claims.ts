import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { deferredSendIndex } from '#lib/loyalty/keys';
import { countDecision } from '#lib/loyalty/store/messages';
import {
  backToWaiting,
  claimFromWaiting,
  rewaitSend,
  sendFromWaiting,
  sendRecordPut,
  transact,
  unsentSendDelete,
} from '#lib/loyalty/store/sends';
import { countText, uncountText } from '#lib/loyalty/store/text-days';
import { clock } from '#lib/base/clocks';
import { recordSend, type SendClaim } from './sends.ts';

// The send path's claims on a member's text (docs/client-loyalty-messages.md, The queue worker):
// the daily cap is counted in the same transaction as the claim, so a claim that loses (a
// redelivery) counts nothing and a text given back (429, 5xx) is uncounted again. A text that
// waited for the morning is claimed by moving its `quietHours` record to `sent`, so it goes once.

type Target = Pick<LoyaltySend, 'messageId' | 'clientId' | 'phone' | 'at'>;

// the index the deferred sends wait in, named beside the claims that list them there

/** The member's day on their own clock, YYYY-MM-DD. */
export const localDay = (at: Date, timeZone: string) =>
  clock('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The claim of a member's text under the daily cap: the record (a new one, or the morning's move
 * of a waiting one) and the day's count in one transaction. Over the cap, the member's record says
 * `capped` instead, counted once.
 */
export function cappedClaim(t: Target, o: { cap: number; timeZone: string; now: Date; waited: boolean }): SendClaim {
  const day = localDay(o.now, o.timeZone);
  const record = o.waited ? claimFromWaiting(t) : sendRecordPut({ ...t, decision: 'sent' });
  return {
    tally: o.waited ? 'fromWaiting' : 'first',
    take: async () => {
      const refused = await transact([record, countText(t.clientId, t.phone, day, o.cap, o.now)]);
      if (!refused) return 'taken';
      if (refused[0] !== 'None') return 'duplicate';
      return (await decide(t, 'capped', o.waited)) ? 'capped' : 'duplicate';
    },
    release: async () => {
      const back = o.waited ? backToWaiting(t.messageId, t.phone) : unsentSendDelete(t.messageId, t.phone);
      await transact([back, uncountText(t.clientId, t.phone, day)]);
    },
  };
}

/**
 * Records a skip (no consent, opted out, capped), counted once on the message. A member whose text
 * waited for the morning has a `quietHours` record already: it moves to the skip instead.
 */
export async function decide(t: Target, decision: LoyaltySend['decision'], waited: boolean): Promise<boolean> {
  if (!waited) return recordSend({ ...t, decision });
  return (
    (await transact([
      sendFromWaiting(t, decision),
      countDecision(t.clientId, t.messageId, decision, 'fromWaiting'),
    ])) === undefined
  );
}

/**
 * Holds the member's text until `sendAfter` (the next 8 am on their clock): recorded `quietHours`
 * and counted once, and listed in the deferred index. A text that waited already and is still in
 * quiet hours (a sweep running late) is listed again for the next morning, counted nothing.
 */
export async function defer(t: Target, sendAfter: Date, waited: boolean): Promise<boolean> {
  const after = sendAfter.toISOString();
  if (!waited)
    return recordSend({ ...t, decision: 'quietHours' }, { sendAfter: after, ...deferredSendIndex(t, after) });
  return rewaitSend(t, after);
}
