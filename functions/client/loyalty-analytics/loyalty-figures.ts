import * as loyaltyAnalytics from '#shared/routes/client/loyalty-analytics';
import { PRICING } from '#shared/constants';
import { addDays, dayIn } from '#shared/points-offers';
import { monthStart, periodsCovering, weekStart } from '#shared/loyalty-periods';
import { ANALYTICS_DEFAULT_WEEKS, type AnalyticsRow } from '#shared/schemas/loyalty-analytics';
import { storeTimeZone } from '#shared/store-time-zone';
import { countedDays } from '#lib/loyalty/store/activity';
import { loyaltyClient } from '#lib/loyalty/members';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The store's figures per week or month over a range of its days (the last 12 weeks unless asked),
 * widened to whole periods: one Query of the counted days, from the 1st of the first period's month
 * so each day's texts are costed against the plan's month so far.
 */
export const handler = securedRoute(loyaltyAnalytics.loyaltyFigures, async ({ params, query }) => {
  const client = await loyaltyClient(params.clientId);
  const timeZone = storeTimeZone(client);
  const today = dayIn(timeZone, new Date());
  const to = query.to ?? today;
  const from = query.from ?? addDays(weekStart(today), -7 * (ANALYTICS_DEFAULT_WEEKS - 1));
  const periods = periodsCovering(from, to, query.period);
  const first = periods[0]!.start;
  const last = periods.at(-1)!.end;
  const days = await countedDays(client._id, monthStart(first), last);

  // each day's texts beyond the month's allowance, at the plan's price
  const cost = new Map<string, number>();
  const month = { name: '', texts: 0 };
  const beyond = (texts: number) => Math.max(0, texts - PRICING.loyaltyMessagesPerMonth);
  for (const d of days) {
    if (d.day.slice(0, 7) !== month.name) Object.assign(month, { name: d.day.slice(0, 7), texts: 0 });
    const before = month.texts;
    month.texts += Math.max(0, d.textsSent);
    cost.set(d.day, (beyond(month.texts) - beyond(before)) * PRICING.extraMessage);
  }

  const rows: AnalyticsRow[] = periods.map(({ start, end }) => {
    const inside = days.filter((d) => d.day >= start && d.day <= end);
    const sum = (k: Exclude<keyof (typeof days)[number], 'day'>) => inside.reduce((s, d) => s + d[k], 0);
    const opening = inside.find((d) => d.day === start);
    return {
      start,
      end,
      newMembers: sum('joins'),
      activeMembers: (query.period === 'week' ? opening?.weekActive : opening?.monthActive) ?? 0,
      optedOut: sum('optedOut'),
      checkIns: sum('checkIns'),
      repeatVisits: sum('repeatVisits'),
      pointsIssued: sum('pointsIssued'),
      pointsRedeemed: sum('pointsRedeemed'),
      textsSent: sum('textsSent'),
      textsDelivered: sum('textsDelivered'),
      textsFailed: sum('textsFailed'),
      textsCost: Math.round(inside.reduce((s, d) => s + (cost.get(d.day) ?? 0), 0) * 100) / 100,
      memberOrders: sum('memberOrders'),
    };
  });
  return { error: false as const, timeZone, period: query.period, from, to, rows };
});
