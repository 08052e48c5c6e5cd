import * as offerMessages from '#shared/messages/client/loyalty-offers';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { addDays, dayIn, DEFAULT_OFFER_TIME_ZONE, isTimeZone } from '#shared/points-offers';
import type { ActivityDay } from '#shared/schemas/loyalty-activity';
import { activityBetween } from '#lib/loyalty/store/activity';
import { loyaltyClient } from '#lib/loyalty/members';
import { badRequest } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The charts' data: each day of the window ending today (in the caller's zone), with the joins,
 * the members at the end of the day and the check-ins. Members before a day are the total less the
 * joins counted after it, so the window needs no walk over older days.
 */
export const handler = securedRoute(loyaltyMembers.memberActivity, async ({ params, query }) => {
  const client = await loyaltyClient(params.clientId);
  const zone = query.timeZone ?? DEFAULT_OFFER_TIME_ZONE;
  if (!isTimeZone(zone)) throw badRequest(offerMessages.unknownTimeZone);
  const to = dayIn(zone, new Date());
  const from = addDays(to, 1 - query.days);
  // a member in a zone ahead of the caller's may already have joined "tomorrow": counted in today
  const counted = await activityBetween(client._id, from, addDays(to, 1));
  const byDay = new Map<string, { joins: number; checkIns: number }>();
  for (const d of counted.days) {
    const day = d.day > to ? to : d.day;
    const had = byDay.get(day) ?? { joins: 0, checkIns: 0 };
    byDay.set(day, { joins: had.joins + d.joins, checkIns: had.checkIns + d.checkIns });
  }
  const days: ActivityDay[] = [];
  let members = counted.members;
  for (let i = 0; i < query.days; i++) {
    const day = addDays(to, -i);
    const d = byDay.get(day) ?? { joins: 0, checkIns: 0 };
    days.push({ day, joins: d.joins, checkIns: d.checkIns, members });
    members -= d.joins;
  }
  return { error: false as const, days: days.reverse(), members: counted.members };
});
