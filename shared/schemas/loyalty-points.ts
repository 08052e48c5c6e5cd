import * as z from 'zod/mini';
import { POINT_OFFER_TYPES } from '../points-offers.ts';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';
import { e164Schema } from './loyalty-member.ts';

// The points ledger (docs/client-loyalty-offers.md, Ledger): what a member earned, one entry per
// award, never edited. Entries come from two sources, check-ins and purchases; the stream worker
// awards each source under the offers running at its time.

/** Products one purchase may list. */
export const PURCHASE_PRODUCTS_MAX = 50;

/** A purchase at the client's store by a member: the products bought. */
export const purchaseSchema = z.object({
  id: idSchema,
  clientId: idSchema,
  phone: e164Schema,
  at: isoDateTime,
  productIds: z.array(idSchema),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseBodySchema = z.strictObject({
  productIds: z.array(idSchema).check(z.minLength(1, 'list the products bought'), z.maxLength(PURCHASE_PRODUCTS_MAX)),
});

export const purchaseAnswerSchema = z.object({ error: z.literal(false), purchase: purchaseSchema });

/** One award: `points` under `offerId` for the check-in or purchase `sourceId`. */
export const awardEntrySchema = z.object({
  /** The idempotency key: `<sourceId>#<offerId>`, one award per source and offer, ever. */
  key: z.string(),
  clientId: idSchema,
  phone: e164Schema,
  source: z.enum(['checkIn', 'purchase']),
  sourceId: idSchema,
  offerId: idSchema,
  offerType: z.enum(POINT_OFFER_TYPES),
  points: z.int(),
  /** When the check-in or purchase happened (not when the worker wrote the entry). */
  at: isoDateTime,
  /** The offer's day of `at`, in the offer's zone: what `multiple: false` allows one award in. */
  day: z.iso.date(),
});
export type AwardEntry = z.infer<typeof awardEntrySchema>;

/**
 * A reward redeemed (points taken off, negative) or that redemption reversed by staff (given back):
 * one entry each, keyed by the redemption (docs/client-loyalty-rewards.md).
 */
export const rewardEntrySchema = z.object({
  /** `<redemptionId>` for the redemption, `<redemptionId>#reversal` for its reversal. */
  key: z.string(),
  clientId: idSchema,
  phone: e164Schema,
  source: z.enum(['redemption', 'reversal']),
  redemptionId: idSchema,
  rewardId: idSchema,
  rewardName: z.string(),
  points: z.int(),
  at: isoDateTime,
  /** Why staff reversed it (a reversal only). */
  reason: z.optional(z.string()),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

/** One entry of a member's ledger: what they earned, spent, or were given back. */
export const pointsEntrySchema = z.union([awardEntrySchema, rewardEntrySchema]);
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    20,
  ),
  cursor: z.optional(cursorSchema),
});

export const pointsAnswerSchema = z.object({
  error: z.literal(false),
  phone: e164Schema,
  /** The running total kept beside the entries, in the same transaction as each one. */
  balance: z.int(),
  entries: z.array(pointsEntrySchema),
  nextCursor: z.nullable(z.string()),
});
