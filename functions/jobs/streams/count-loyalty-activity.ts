import * as z from 'zod/mini';
import { DEFAULT_OFFER_TIME_ZONE, dayIn } from '#shared/points-offers';
import { countActivity } from '#lib/loyalty/store/activity';
import { getMember } from '#lib/loyalty/store/members';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the loyalty page's per-day counts (docs/client-loyalty-members.md, Activity): a member's
// insert is a join on the day they joined, a check-in's insert a check-in on its day, each day in
// the member's zone (from their ZIP: the store's own, near enough). Each change counts once (the
// wrapper's `once`), so a redelivered record never counts twice.

const image = z.union([
  z.object({ entity: z.literal('loyaltyMember'), clientId: z.string(), joinedAt: z.string(), timeZone: z.string() }),
  z.object({ entity: z.literal('loyaltyCheckIn'), clientId: z.string(), phone: z.string(), at: z.string() }),
]);

export const handler = streamWorker(
  { name: 'count-loyalty-activity', image, events: ['INSERT'] },
  async ({ image: item }) => {
    if (item.entity === 'loyaltyMember') {
      await countActivity(item.clientId, dayIn(item.timeZone, new Date(item.joinedAt)), 'join');
      return;
    }
    const zone = (await getMember(item.clientId, item.phone))?.timeZone ?? DEFAULT_OFFER_TIME_ZONE;
    await countActivity(item.clientId, dayIn(zone, new Date(item.at)), 'checkIn');
  },
);
