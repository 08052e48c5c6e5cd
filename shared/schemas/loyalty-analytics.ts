import * as z from 'zod/mini';
import { ANALYTICS_PERIODS, daysBetween } from '../loyalty-periods.ts';
import * as messages from '../messages/client/loyalty-analytics.ts';

// The loyalty analytics page (docs/client-loyalty-analytics.md): the store's figures per week or
// month over a range of days on its clock, from counts kept per day as things happen.

/** The longest range one call reads: a year and a day (a leap year's whole). */
export const ANALYTICS_DAYS_MAX = 366;
/** The range shown first: the last 12 weeks. */
export const ANALYTICS_DEFAULT_WEEKS = 12;

export const analyticsQuerySchema = z
  .object({
    period: z._default(z.enum(ANALYTICS_PERIODS), 'week'),
    /** First and last day (YYYY-MM-DD, the store's clock); the last 12 weeks when left out. */
    from: z.optional(z.iso.date('must be a day, YYYY-MM-DD')),
    to: z.optional(z.iso.date('must be a day, YYYY-MM-DD')),
  })
  .check(
    z.refine((q) => (q.from === undefined) === (q.to === undefined), {
      error: messages.bothEnds,
      path: ['to'],
    }),
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.rangeOrder, path: ['to'] }),
    z.refine((q) => !q.from || !q.to || q.from > q.to || daysBetween(q.from, q.to) <= ANALYTICS_DAYS_MAX, {
      error: messages.rangeTooLong(ANALYTICS_DAYS_MAX),
      path: ['to'],
    }),
  );

/** One week's or month's figures. */
export const analyticsRowSchema = z.object({
  /** The period's first and last day. */
  start: z.iso.date(),
  end: z.iso.date(),
  /** Members who joined. */
  newMembers: z.int(),
  /** Members who checked in at least once. */
  activeMembers: z.int(),
  /** Members who opted out (STOP, or at the provider). */
  optedOut: z.int(),
  checkIns: z.int(),
  /** Check-ins of members who had checked in before. */
  repeatVisits: z.int(),
  pointsIssued: z.int(),
  /** Points spent on rewards, less redemptions staff reversed. */
  pointsRedeemed: z.int(),
  /** Texts the provider took, and what it later reported of them. */
  textsSent: z.int(),
  textsDelivered: z.int(),
  textsFailed: z.int(),
  /** What the texts beyond the plan's monthly allowance cost, in dollars. */
  textsCost: z.number(),
  /** Kiosk orders sent by a checked-in member. */
  memberOrders: z.int(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsAnswerSchema = z.object({
  error: z.literal(false),
  /** The store's zone, whose days these are. */
  timeZone: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  /** The range asked for (or the default one), and the whole periods covering it. */
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(analyticsRowSchema),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;
