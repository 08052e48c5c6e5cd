import { PRICING } from '#shared/constants';
import { inSegment, textCost, type Audience, type Segment } from '#shared/schemas/loyalty-audience';
import { storeMonth, storeTimeZone } from '#shared/store-time-zone';
import { eachAudiencePageAtOnce, monthTexts, type AudienceMember } from '#lib/loyalty/store/audiences';
import { inQuietHours } from './compliance.ts';

// Who a message reaches (docs/client-loyalty-audiences.md): the segment at the message's send time,
// then the compliance the send path applies to each member (#lib/loyalty/send-batch). The count
// shown before sending and the fan-out both run `reaches`, so what is shown is who is queued.

/** Why a member in the segment is or is not texted, as the send path first decides it. */
export function consentOf(
  m: Pick<AudienceMember, 'loyaltyStatus' | 'consentStatus'>,
): 'text' | 'noConsent' | 'optedOut' {
  if (m.loyaltyStatus === 'optedOut' || m.consentStatus === 'revoked') return 'optedOut';
  return m.loyaltyStatus === 'active' ? 'text' : 'noConsent';
}

/** Whether the fan-out queues this member for a message to `segment` sent at `at`. */
export const reaches = (m: AudienceMember, segment: Segment | undefined, at: Date) =>
  inSegment(m, segment, at) && consentOf(m) === 'text';

/**
 * The figures shown before sending: the segment's members, who of them will be texted and why the
 * others will not, how many wait for the morning, and what the texts cost against the plan's month.
 */
export async function countAudience(
  client: { _id: string; state?: string | undefined; zip?: string | undefined },
  segment: Segment | undefined,
  at: Date,
): Promise<Audience> {
  const counts = { members: 0, recipients: 0, noConsent: 0, optedOut: 0, quietHours: 0 };
  // one clock reading per time zone, not per member: a fresh Intl formatter each is most of a large count
  const quiet = new Map<string, boolean>();
  const quietIn = (zone: string) => {
    let q = quiet.get(zone);
    if (q === undefined) quiet.set(zone, (q = inQuietHours(at, zone)));
    return q;
  };
  await eachAudiencePageAtOnce(client._id, (members) => {
    for (const m of members) {
      if (!inSegment(m, segment, at)) continue;
      counts.members++;
      const c = consentOf(m);
      if (c !== 'text') {
        counts[c]++;
        continue;
      }
      counts.recipients++;
      if (m.timeZone && quietIn(m.timeZone)) counts.quietHours++;
    }
  });
  const timeZone = storeTimeZone(client);
  const month = storeMonth(at, timeZone);
  const usedThisMonth = await monthTexts(client._id, month);
  return {
    error: false,
    ...counts,
    sendAt: at.toISOString(),
    timeZone,
    month,
    usedThisMonth,
    ...textCost(counts.recipients, usedThisMonth, {
      perMonth: PRICING.loyaltyMessagesPerMonth,
      extra: PRICING.extraMessage,
    }),
  };
}
