import { loyaltyConfigSchema, type LoyaltyMessage } from '#shared/schemas/loyalty-message';
import { stripKeys } from '#lib/table/dynamodb';
import { downloadLink } from '#lib/aws/media';
import { getClient } from '#lib/clients/store';
import { getMember, setConsent } from '#lib/loyalty/store/members';
import { countMonthText } from '#lib/loyalty/store/audiences';
import { storeMonth, storeTimeZone } from '#shared/store-time-zone';
import { getMessageItem } from '#lib/loyalty/store/messages';
import { logger } from '#lib/base/logger';
import { completeIfDone } from './completion.ts';
import { DEFAULT_DAILY_CAP, inQuietHours, nextSendTime, withWarning } from './compliance.ts';
import type { MemberBatch } from './fan-out.ts';
import { callbackUrl } from './provider/callback-urls.ts';
import { messagingFor } from './provider/for-client.ts';
import { isProviderError } from './provider/port.ts';
import { cappedClaim, decide, defer } from './send-claims.ts';
import { sendOnce } from './sends.ts';

// One queue message of the send path: a batch of members of one message, each decided and
// recorded on its own (docs/client-loyalty-messages.md, The queue worker). Consent and opt-out are
// read at the moment of the text (a STOP may have come after the fan-out), then quiet hours on the
// member's clock, then the daily cap, counted with the claim.

/** How long the provider may fetch a picture message's images: long enough for its retries. */
const MEDIA_LINK_SECONDS = 3600;
/** Members of a batch texted at once. */
const CONCURRENCY = 10;

export type MemberOutcome = 'sent' | 'duplicate' | 'failed' | 'capped' | 'noConsent' | 'optedOut' | 'quietHours';

/**
 * Texts the batch's members. A member whose provider call failed in a way worth retrying (429,
 * 5xx) had their claim given back; once every member was tried, the first such error is thrown, so
 * SQS redelivers the batch (after its visibility timeout) and the members done are duplicates then.
 */
export async function sendBatch(batch: MemberBatch, now = () => new Date()): Promise<Record<string, number>> {
  const item = await getMessageItem(batch.clientId, batch.messageId);
  if (!item) {
    logger.warn('loyalty batch of a message that is gone; nothing sent', { messageId: batch.messageId });
    return {};
  }
  const message = stripKeys<LoyaltyMessage>(item);
  const [client, messaging] = await Promise.all([getClient(batch.clientId), messagingFor(batch.clientId)]);
  // without settings nothing can be sent: the batch fails, retries, and ends in the dead-letter queue's alarm
  if (!messaging) throw new Error(`company ${batch.clientId} has no complete messaging settings`);
  const parsed = loyaltyConfigSchema.safeParse((client as { loyaltyConfig?: unknown } | undefined)?.loyaltyConfig);
  const config = parsed.success ? parsed.data : {};
  const body = withWarning(message.messageBody, config);
  const mediaUrls = await Promise.all(message.messageMediaAws.map((k) => downloadLink(k, MEDIA_LINK_SECONDS)));
  const statusCallback = callbackUrl(batch.clientId, 'status');
  const cap = config.dailyCap ?? DEFAULT_DAILY_CAP;
  const waited = batch.waited === true;
  const storeZone = storeTimeZone((client ?? {}) as { state?: string; zip?: string });

  const one = async (phone: string): Promise<MemberOutcome> => {
    const at = now();
    const target = { messageId: batch.messageId, clientId: batch.clientId, phone, at: at.toISOString() };
    const member = await getMember(batch.clientId, phone, true);
    const skip = async (decision: 'noConsent' | 'optedOut') =>
      (await decide(target, decision, waited)) ? decision : 'duplicate';
    if (!member) return skip('noConsent');
    if (member.loyaltyStatus === 'optedOut' || member.consent.status === 'revoked') return skip('optedOut');
    if (member.loyaltyStatus !== 'active') return skip('noConsent');
    if (inQuietHours(at, member.timeZone))
      return (await defer(target, nextSendTime(at, member.timeZone), waited)) ? 'quietHours' : 'duplicate';
    return sendOnce(
      target,
      () =>
        messaging.provider
          .send({ to: phone, from: messaging.from, body, mediaUrls, statusCallback })
          .catch(async (e: unknown) => {
            // the member opted out at the provider (a STOP our webhook never saw): record it, so
            // no later message tries, and the members table shows it
            if (isProviderError(e) && e.optedOut)
              await setConsent(batch.clientId, phone, {
                status: 'revoked',
                at: at.toISOString(),
                source: 'provider',
                wording: e.message.slice(0, 2000) || 'opted out at the provider',
                address: `${phone} (provider error${e.code === undefined ? '' : ` ${e.code}`})`,
              });
            throw e;
          }),
      cappedClaim(target, { cap, timeZone: member.timeZone, now: at, waited }),
    );
  };

  const counts: Record<string, number> = {};
  let retry: unknown;
  const queue = [...batch.phones];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let phone = queue.shift(); phone !== undefined; phone = queue.shift()) {
        try {
          const outcome = await one(phone);
          // the plan's month count, once per text the provider took (a redelivery finds it a duplicate)
          if (outcome === 'sent') await countMonthText(batch.clientId, storeMonth(now(), storeZone));
          counts[outcome] = (counts[outcome] ?? 0) + 1;
        } catch (e) {
          counts.retry = (counts.retry ?? 0) + 1;
          retry ??= e;
        }
      }
    }),
  );
  // a batch of skips, refusals or the morning's last held texts may be what finishes the message
  await completeIfDone(batch.clientId, batch.messageId);
  if (retry) throw retry;
  return counts;
}
