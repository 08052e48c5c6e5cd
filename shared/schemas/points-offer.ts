import * as z from 'zod/mini';
import * as offerMessages from '../messages/client/loyalty-offers.ts';
import {
  addDays,
  dayIn,
  isTimeZone,
  OFFER_DEFAULTS,
  OFFER_HORIZON_DAYS,
  OFFER_STATUSES,
  POINT_OFFER_TYPES,
  POINTS_MAX,
  POINTS_STEP,
} from '../points-offers.ts';
import { cursorSchema, idSchema, ignoredFields, isoDateTime, text } from './common.ts';
import { loyaltyMediaKey } from './loyalty-message.ts';
import { segmentSchema } from './loyalty-audience.ts';

// Points offers (spec 3 §3, docs/client-loyalty-offers.md): the create call's body, the stored
// offer, and the three lists. The business rules a person can break with well-formed input (no
// points, a start in the past…) are `offerProblem`, which the form and the server both run, so the
// form shows the server's words before it sends.

/** An MMS body: Twilio's limit for one message. */
export const MMS_MESSAGE_MAX = 1600;
/** An offer's name: what its card and an overlap warning call it. */
export const OFFER_NAME_MAX = 80;
/** Products one offer may name. */
export const PRODUCT_SPECIFIC_MAX = 200;

const points = z.int().check(z.gte(0, 'must be 0 or more'), z.lte(POINTS_MAX, `must be ${POINTS_MAX} or less`));
const day = z.iso.date();

/**
 * `POST point/offer` (spec 3 §7): the spec's offer fields, and ours: a `name`, the `segment` its
 * text goes to, and `warnOverlap` (the form's first try: an offer overlapping another of its type
 * is refused with a 409 naming them, and the business decides; without it the offer is written
 * and the answer names them). Dates are
 * calendar days in `timeZone` (the store's, from its address, when absent); an absent start is
 * today and an absent end the day after the start. `totalPoints` absent: the offer is not restricted.
 */
export const createPointsOfferBodySchema = z.strictObject({
  name: z.optional(text(OFFER_NAME_MAX, 1)),
  segment: z.optional(segmentSchema),
  warnOverlap: z._default(z.boolean(), false),
  basePoints: z._default(points, OFFER_DEFAULTS.basePoints),
  totalPoints: z.optional(points),
  calculationMethod: z.optional(z.literal('basePoints')),
  startDate: z.optional(day),
  endDate: z.optional(day),
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  productSpecific: z._default(z.array(idSchema).check(z.maxLength(PRODUCT_SPECIFIC_MAX)), []),
  pointOfferType: z._default(z.enum(POINT_OFFER_TYPES), OFFER_DEFAULTS.pointOfferType),
  sendMessage: z._default(z.boolean(), false),
  mmsMessage: z.optional(text(MMS_MESSAGE_MAX)),
  mmsImage: z.optional(loyaltyMediaKey),
  multiple: z._default(z.boolean(), false),
  // what the legacy client sends beside the offer; the path and the session say these
  ...ignoredFields('client', 'status', 'token'),
});
export type CreatePointsOfferBody = z.output<typeof createPointsOfferBodySchema>;

/** The rules of spec 3 §5 a well-formed offer can still break: the first one broken, in the form's order. */
export function offerProblem(
  o: Pick<CreatePointsOfferBody, 'basePoints' | 'totalPoints' | 'sendMessage' | 'mmsMessage'> & {
    startDate: string;
    endDate: string;
    timeZone: string;
  },
  now: Date,
): string | undefined {
  if (!(o.basePoints > 0)) return offerMessages.pointsRequired;
  if (o.basePoints % POINTS_STEP !== 0) return offerMessages.pointsStep;
  if (o.totalPoints !== undefined && o.totalPoints % POINTS_STEP !== 0) return offerMessages.pointsStep;
  if (o.totalPoints !== undefined && o.totalPoints < o.basePoints) return offerMessages.totalBelowPoints;
  if (!isTimeZone(o.timeZone)) return offerMessages.unknownTimeZone;
  if (o.startDate < dayIn(o.timeZone, now)) return offerMessages.startBeforeToday;
  if (o.endDate < addDays(o.startDate, 1)) return offerMessages.endTooSoon;
  if (o.endDate > addDays(dayIn(o.timeZone, now), OFFER_HORIZON_DAYS)) return offerMessages.endTooFar;
  if (o.sendMessage && !o.mmsMessage?.trim()) return offerMessages.messageRequired;
  return undefined;
}

/** A points offer as stored (pk CLIENT#<client>, sk OFFER#<id>). */
export const pointsOfferSchema = z.object({
  _id: idSchema,
  client: idSchema,
  /** Absent on offers made before offers had names: their type and dates name them. */
  name: z.optional(z.string()),
  /** Who its text goes to (absent: every member). */
  segment: z.optional(segmentSchema),
  basePoints: points,
  totalPoints: z.optional(points),
  calculationMethod: z.literal('basePoints'),
  startDate: day,
  endDate: day,
  timeZone: z.string(),
  /** The instants the start and end days begin in `timeZone` (the schedule and the ledger read these). */
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  productSpecific: z.array(idSchema),
  pointOfferType: z.enum(POINT_OFFER_TYPES),
  sendMessage: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  mmsMessage: z.optional(z.string()),
  /** the media key of the message's image (a private 'loyalty' upload) */
  mmsImage: z.optional(loyaltyMediaKey),
  multiple: z.boolean(),
  /** Points the ledger has given out under this offer: the `totalPoints` cap's counter. */
  awardedPoints: z.int(),
  /** The loyalty message written when the offer started (sendMessage). */
  messageId: z.optional(idSchema),
  createdBy: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PointsOffer = z.infer<typeof pointsOfferSchema>;

/** What anyone may see of an active offer (the kiosk reads it): not who made it, not how much is given out. */
export const publicPointsOfferSchema = z.object({
  _id: idSchema,
  client: idSchema,
  name: z.optional(z.string()),
  basePoints: points,
  totalPoints: z.optional(points),
  calculationMethod: z.literal('basePoints'),
  startDate: day,
  endDate: day,
  timeZone: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  productSpecific: z.array(idSchema),
  pointOfferType: z.enum(POINT_OFFER_TYPES),
  sendMessage: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  mmsMessage: z.optional(z.string()),
  multiple: z.boolean(),
  updatedAt: isoDateTime,
});
export type PublicPointsOffer = z.infer<typeof publicPointsOfferSchema>;

export const createPointsOfferAnswerSchema = z.object({
  error: z.literal(false),
  offer: pointsOfferSchema,
  /** The names of the offers of its type it overlaps (the warning). */
  overlaps: z.array(z.string()),
});

export const offerListQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    20,
  ),
});

export const pointsOfferListSchema = z.object({
  offers: z.array(pointsOfferSchema),
  nextCursor: z.nullable(z.string()),
});
export const publicPointsOfferListSchema = z.object({
  offers: z.array(publicPointsOfferSchema),
  nextCursor: z.nullable(z.string()),
});

export const offerClientParamsSchema = z.object({ clientId: idSchema });
