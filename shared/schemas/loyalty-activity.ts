import * as z from 'zod/mini';

// Members over time and check-ins per day (docs/client-loyalty-members.md, Activity): counts kept
// per day as members join and check in, read by the loyalty page's charts.

/** The longest window the charts ask for. */
export const ACTIVITY_DAYS_MAX = 366;

export const activityQuerySchema = z.object({
  days: z._default(
    z.coerce
      .number()
      .check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(ACTIVITY_DAYS_MAX, `must be ${ACTIVITY_DAYS_MAX} or less`)),
    90,
  ),
  /** The zone whose today ends the window (the browser's); the platform's home zone when absent. */
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

export const activityDaySchema = z.object({
  day: z.iso.date(),
  /** Members who joined that day. */
  joins: z.int(),
  /** Members at the end of that day (every join counted, whatever the member's status now). */
  members: z.int(),
  checkIns: z.int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const activityAnswerSchema = z.object({
  error: z.literal(false),
  /** Every day of the window, oldest first, days without activity included. */
  days: z.array(activityDaySchema),
  members: z.int(),
});
