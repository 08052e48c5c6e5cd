import { addDays, dayIn, DEFAULT_OFFER_TIME_ZONE, offerWindow, statusAt } from '#shared/points-offers';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { setClientFields } from '#lib/clients/store';
import { createOffer } from '#lib/loyalty/store/offers';
import { newId } from '#lib/base/ids';
import { makeId } from './demo-data.ts';

// The points offers demo: the demo dispensary runs its loyalty programme (loyaltyEnabled) with a
// check-in offer running now, a product offer starting next week and a weekend offer that ended
// last month, so the three lists and their colours show on /client/{id}/loyalty. Dates are
// relative to the day the seed runs, in the platform's home zone.

export async function seedPointsOffers(now = new Date()): Promise<void> {
  const client = makeId(2, 0);
  await setClientFields(client, { loyaltyEnabled: true });
  const today = dayIn(DEFAULT_OFFER_TIME_ZONE, now);
  const by = `5c3d${(3).toString(16).padStart(20, '0')}`;
  const offer = (
    startDate: string,
    endDate: string,
    rest: Partial<PointsOffer> & Pick<PointsOffer, 'basePoints' | 'pointOfferType'>,
  ): PointsOffer => {
    const window = offerWindow({ startDate, endDate, timeZone: DEFAULT_OFFER_TIME_ZONE });
    const at = new Date(Math.min(now.getTime(), Date.parse(window.startsAt))).toISOString();
    return {
      _id: newId(Date.parse(at)),
      client,
      calculationMethod: 'basePoints',
      startDate,
      endDate,
      timeZone: DEFAULT_OFFER_TIME_ZONE,
      ...window,
      productSpecific: [],
      sendMessage: false,
      status: statusAt(window, now),
      multiple: false,
      awardedPoints: 0,
      createdBy: by,
      createdAt: at,
      updatedAt: at,
      ...rest,
    };
  };
  const offers = [
    offer(today, addDays(today, 14), {
      basePoints: 50,
      totalPoints: 5000,
      pointOfferType: 'checkIn',
      awardedPoints: 350,
    }),
    offer(addDays(today, 7), addDays(today, 9), {
      basePoints: 100,
      pointOfferType: 'purchase',
      productSpecific: [makeId(5, 3)],
      sendMessage: true,
      mmsMessage: 'Double points on our featured pre-rolls this weekend: check in at the counter to earn 100 points.',
      multiple: true,
    }),
    offer(addDays(today, -40), addDays(today, -38), { basePoints: 150, totalPoints: 3000, pointOfferType: 'general' }),
  ];
  for (const o of offers) await createOffer(o);
}
