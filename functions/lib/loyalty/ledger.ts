import { dayIn } from '#shared/points-offers';
import type { CheckIn } from '#shared/schemas/loyalty-member';
import type { AwardEntry, Purchase } from '#shared/schemas/loyalty-points';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { award, offersRunningAt, type NotAwarded } from '#lib/loyalty/store/points';

// What a check-in or a purchase earns (docs/client-loyalty-offers.md, Ledger): the offers running
// at its time that it qualifies for, each awarding its basePoints once. A check-in earns under the
// check-in offers (Phone Check-In); a purchase under the purchase offers (Product Checkin) naming a
// product bought, or naming none, and under the general ones (All Products/Codes), whatever it bought.

export type LedgerSource = { kind: 'checkIn'; checkIn: CheckIn } | { kind: 'purchase'; purchase: Purchase };

/** Whether an offer pays for a source. */
export function qualifies(offer: PointsOffer, source: LedgerSource): boolean {
  if (source.kind === 'checkIn') return offer.pointOfferType === 'checkIn';
  if (offer.pointOfferType === 'general') return true;
  if (offer.pointOfferType !== 'purchase') return false;
  return (
    offer.productSpecific.length === 0 || source.purchase.productIds.some((id) => offer.productSpecific.includes(id))
  );
}

/** The entry an offer gives a source: keyed by source and offer, so it can be written only once. */
export function entryFor(offer: PointsOffer, source: LedgerSource): AwardEntry {
  const s = source.kind === 'checkIn' ? source.checkIn : source.purchase;
  return {
    key: `${s.id}#${offer._id}`,
    clientId: s.clientId,
    phone: s.phone,
    source: source.kind,
    sourceId: s.id,
    offerId: offer._id,
    offerType: offer.pointOfferType,
    points: offer.basePoints,
    at: s.at,
    // "the same day" is the offer's day: its dates are days in its zone, the company's
    day: dayIn(offer.timeZone, new Date(s.at)),
  };
}

/**
 * Awards a source under every offer it qualifies for. Each award is its own transaction, so one
 * offer's cap reached or day used does not stop another's; run again, it writes nothing new.
 */
export async function awardSource(source: LedgerSource): Promise<(AwardEntry | NotAwarded)[]> {
  const s = source.kind === 'checkIn' ? source.checkIn : source.purchase;
  const offers = (await offersRunningAt(s.clientId, s.at)).filter((o) => qualifies(o, source) && o.basePoints > 0);
  const results: (AwardEntry | NotAwarded)[] = [];
  for (const offer of offers) results.push(await award(entryFor(offer, source), offer));
  return results;
}
