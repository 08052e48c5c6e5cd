import * as z from 'zod/mini';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';
import { CATEGORY_TITLE_MAX, SIGNUP_CATEGORIES_MAX } from './signup-categories.ts';

// Who a loyalty message goes to (docs/client-loyalty-audiences.md): a segment of the company's
// members, kept on the message (and on an offer that texts) as it was when written, so a saved
// segment changed later never changes a message already written. Every criterion given must hold;
// no criterion at all is every member. The send path applies it on the server, with consent,
// opt-outs and quiet hours after it.

/** Days a relative criterion may reach back: ten years, past any programme's history. */
export const SEGMENT_DAYS_MAX = 3650;
/** ZIP codes one segment may name. */
export const SEGMENT_ZIPS_MAX = 50;
/** A saved segment's name. */
export const SEGMENT_NAME_MAX = 60;

const days = z
  .int()
  .check(z.gte(1, 'Enter a number of days, 1 or more.'), z.lte(SEGMENT_DAYS_MAX, `At most ${SEGMENT_DAYS_MAX} days.`));
const points = z.int().check(z.gte(0, 'Points are 0 or more.'), z.lte(100_000_000));

export const segmentSchema = z.strictObject({
  /** Members who chose any of these signup categories. */
  categories: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(CATEGORY_TITLE_MAX)))
      .check(z.minLength(1, 'Choose a category.'), z.maxLength(SIGNUP_CATEGORIES_MAX)),
  ),
  /** Checked in within the last N days, or not since N days ago (never counts as not since). */
  visit: z.optional(z.strictObject({ kind: z.enum(['within', 'notSince']), days })),
  /** A points balance from `min` to `max`, both included. */
  points: z.optional(z.strictObject({ min: z.optional(points), max: z.optional(points) })),
  /** Members whose ZIP is one of these (the five digits). */
  zips: z.optional(
    z
      .array(z.string().check(z.regex(/^\d{5}$/, 'A ZIP code is five digits.')))
      .check(
        z.minLength(1, 'Enter a ZIP code.'),
        z.maxLength(SEGMENT_ZIPS_MAX, `At most ${SEGMENT_ZIPS_MAX} ZIP codes.`),
      ),
  ),
  /** Members who joined in the last N days. */
  joinedWithinDays: z.optional(days),
});
export type Segment = z.infer<typeof segmentSchema>;

/** The fields of a member a segment reads. */
export interface SegmentMember {
  categoryPreferences: string[];
  zip: string;
  joinedAt: string;
  lastVisitAt?: string | undefined;
  pointsBalance?: number | undefined;
}

const DAY_MS = 86_400_000;
const since = (at: Date, n: number) => new Date(at.getTime() - n * DAY_MS).toISOString();

/**
 * Whether a member is in a segment at `at` (the message's send time, so the count shown before
 * sending and the fan-out agree). The one rule: the count and the fan-out both call it.
 */
export function inSegment(m: SegmentMember, s: Segment | undefined, at: Date): boolean {
  if (!s) return true;
  if (s.categories && !s.categories.some((c) => m.categoryPreferences.includes(c))) return false;
  if (s.zips && !s.zips.includes(m.zip.slice(0, 5))) return false;
  if (s.joinedWithinDays !== undefined && m.joinedAt < since(at, s.joinedWithinDays)) return false;
  if (s.visit) {
    const recent = m.lastVisitAt !== undefined && m.lastVisitAt >= since(at, s.visit.days);
    if (s.visit.kind === 'within' ? !recent : recent) return false;
  }
  if (s.points) {
    const balance = m.pointsBalance ?? 0;
    if (s.points.min !== undefined && balance < s.points.min) return false;
    if (s.points.max !== undefined && balance > s.points.max) return false;
  }
  return true;
}

/** The rules a well-formed segment can still break: the first, for the form and the server alike. */
export function segmentProblem(s: Segment | undefined): string | undefined {
  const p = s?.points;
  if (p && p.min !== undefined && p.max !== undefined && p.min > p.max)
    return 'The lowest points balance is more than the highest.';
  if (p && p.min === undefined && p.max === undefined) return 'Enter a lowest or a highest points balance.';
  return undefined;
}

/** `POST loyalty/audience`: who a message would reach, sent now or at `sendDateTime`. */
export const audienceBodySchema = z.strictObject({
  segment: z.optional(segmentSchema),
  sendDateTime: z.optional(isoDateTime),
  /** The message as typed: the answer gives it back as it will arrive, with the store's warning. */
  messageBody: z.optional(z.string().check(z.maxLength(1600))),
});

export const audienceAnswerSchema = z.object({
  error: z.literal(false),
  /** The members the segment holds, whatever their consent. */
  members: z.int(),
  /** Of those, the members who will get the text: confirmed, consent in force, not opted out. */
  recipients: z.int(),
  /** Members in the segment who never confirmed their phone (no consent to text). */
  noConsent: z.int(),
  optedOut: z.int(),
  /** Recipients inside quiet hours at the send time: their text waits for 8 am on their clock. */
  quietHours: z.int(),
  /** The send time the figures are for. */
  sendAt: isoDateTime,
  /** The store's zone (from its address), in which the month and the send time are shown. */
  timeZone: z.string(),
  /** The plan's month (YYYY-MM, in the store's zone) and the texts it has sent in it. */
  month: z.string(),
  usedThisMonth: z.int(),
  /** Of the recipients' texts, those inside the plan's monthly texts, those past it and their cost in dollars. */
  included: z.int(),
  extra: z.int(),
  cost: z.number(),
  /** The text as a member's phone will show it: the body and the warning the send path appends. */
  text: z.optional(z.string()),
});
export type Audience = z.infer<typeof audienceAnswerSchema>;

export const savedSegmentSchema = z.object({
  _id: idSchema,
  client: idSchema,
  name: z.string(),
  segment: segmentSchema,
  createdAt: isoDateTime,
});
export type SavedSegment = z.infer<typeof savedSegmentSchema>;

export const saveSegmentBodySchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the segment a name.'),
      z.maxLength(SEGMENT_NAME_MAX, `A name is at most ${SEGMENT_NAME_MAX} characters.`),
    ),
  segment: segmentSchema,
});

export const segmentAnswerSchema = z.object({ error: z.literal(false), segment: savedSegmentSchema });

export const segmentsQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    50,
  ),
});

export const segmentsAnswerSchema = z.object({
  segments: z.array(savedSegmentSchema),
  nextCursor: z.nullable(z.string()),
});

export const segmentParamsSchema = z.object({ clientId: idSchema, segmentId: idSchema });
export const deletedSegmentAnswerSchema = z.object({ error: z.literal(false) });

/** The plan's texts a month (spec 3 §9) and the price of each one past them, in dollars. */
export function textCost(
  recipients: number,
  usedThisMonth: number,
  plan: { perMonth: number; extra: number },
): { included: number; extra: number; cost: number } {
  const included = Math.max(0, Math.min(recipients, plan.perMonth - usedThisMonth));
  const extra = recipients - included;
  return { included, extra, cost: Math.round(extra * plan.extra * 100) / 100 };
}
