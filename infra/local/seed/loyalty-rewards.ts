import { addDays, dayIn } from '#shared/points-offers';
import { storeTimeZone } from '#shared/store-time-zone';
import type { Reward } from '#shared/schemas/loyalty-rewards';
import { getClient } from '#lib/clients/store';
import { addToDay } from '#lib/loyalty/store/activity';
import { balanceOf } from '#lib/loyalty/store/points';
import { createReward } from '#lib/loyalty/store/rewards';
import { redeem } from '#lib/loyalty/store/redemptions';
import { noteBalance } from '#lib/loyalty/store/audiences';
import { redemptionId } from '#lib/loyalty/rewards';
import { newId } from '#lib/base/ids';
import { makeId } from './demo-data.ts';

// The demo dispensary's rewards and what its analytics page shows of its past
// (docs/client-loyalty-analytics.md, Demo): two rewards its members' points buy, one redeemed at the
// counter by the member with the most points, and the texts of two monthly deals it sent before
// this week, counted per day as the analytics counter would have (their delivery items expire
// after a month, as real ones do, so only the counts are written). Runs after the members' seed.

const DEMO_DISPENSARY = makeId(2, 0);
const STAFF = `5c3d${(3).toString(16).padStart(20, '0')}`;
/** The dispensary's members' phones (loyalty-members.ts): 206-555-0200 to 0211. */
const PHONES = Array.from({ length: 12 }, (_, i) => `+12065550${200 + i}`);
/** Texts of each past deal: the members texted, as a store of this size sends them. */
const CAMPAIGNS = [
  { daysAgo: 45, sent: 11, delivered: 10, failed: 1 },
  { daysAgo: 17, sent: 11, delivered: 11, failed: 0 },
];

export async function seedLoyaltyRewardsDemo(now = new Date()): Promise<void> {
  const zone = storeTimeZone(((await getClient(DEMO_DISPENSARY, true)) ?? {}) as { state?: string; zip?: string });
  const at = now.toISOString();
  const reward = (name: string, pointsCost: number): Reward => ({
    _id: newId(),
    client: DEMO_DISPENSARY,
    name,
    pointsCost,
    timeZone: zone,
    createdBy: STAFF,
    createdAt: at,
    updatedAt: at,
  });
  const preRoll = reward('Free pre-roll', 50);
  await createReward(preRoll);
  await createReward(reward('$10 off your next order', 250));

  const balances = await Promise.all(
    PHONES.map(async (phone) => ({ phone, points: await balanceOf(DEMO_DISPENSARY, phone) })),
  );
  const richest = balances.sort((a, b) => b.points - a.points)[0];
  if (richest && richest.points >= preRoll.pointsCost) {
    const redeemedAt = new Date(now.getTime() - 2 * 86_400_000).toISOString();
    const refused = await redeem({
      _id: redemptionId(DEMO_DISPENSARY, richest.phone, 'demo-seed'),
      clientId: DEMO_DISPENSARY,
      phone: richest.phone,
      rewardId: preRoll._id,
      rewardName: preRoll.name,
      points: preRoll.pointsCost,
      at: redeemedAt,
      channel: 'counter',
      by: STAFF,
      status: 'redeemed',
    });
    if (!refused) {
      await addToDay(DEMO_DISPENSARY, dayIn(zone, new Date(redeemedAt)), { pointsRedeemed: preRoll.pointsCost });
      await noteBalance(DEMO_DISPENSARY, richest.phone, await balanceOf(DEMO_DISPENSARY, richest.phone));
    }
  }

  const today = dayIn(zone, now);
  for (const c of CAMPAIGNS) {
    const day = addDays(today, -c.daysAgo);
    await addToDay(DEMO_DISPENSARY, day, { textsSent: c.sent, textsDelivered: c.delivered, textsFailed: c.failed });
  }
}
