import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import * as messages from '../messages/client/loyalty-rewards.ts';
import { addDays, isTimeZone, startOfDay } from '../points-offers.ts';
import { cursorSchema, idSchema, imageLink, isoDateTime } from './common.ts';
import { e164Schema, memberPhoneParamsSchema } from './loyalty-member.ts';
import { clientParamsSchema } from './client.ts';

// Loyalty rewards (docs/client-loyalty-rewards.md): what a store's members spend their points on.
// A reward is `CLIENT#<clientId>` / `REWARD#<id>`; a redemption `CLIENT#<c>#MEMBER#<e164>` /
// `REDEMPTION#<id>` beside its ledger entry (loyalty-points.ts).

export const REWARD_NAME_MAX = 80;
export const REWARD_POINTS_MAX = 1_000_000;
export const REVERSAL_REASON_MAX = 300;
/** Rewards a page of the business's list holds. */
export const REWARDS_PAGE_SIZE = 25;
/** Redemptions a page of the business's list holds. */
export const REDEMPTIONS_PAGE_SIZE = 20;

const day = z.iso.date();

/** What a business types for a reward; an edit sends it whole again. */
export const rewardBodySchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(REWARD_NAME_MAX, messages.nameTooLong)),
  pointsCost: z
    .number()
    .check(
      z.int(messages.pointsCostRange),
      z.gte(1, messages.pointsCostRange),
      z.lte(REWARD_POINTS_MAX, messages.pointsCostRange),
    ),
  /** A product the store carries, when the reward is one thing off its shelves. */
  productId: z.optional(idSchema),
  category: z.optional(z.enum(PRODUCT_CATEGORIES)),
  /** A confirmed upload of the company (purpose `client`): public, the kiosk shows it. */
  image: z.optional(imageLink),
  /** The first and last day it can be redeemed (the last included), in `timeZone`; open when absent. */
  startDate: z.optional(day),
  endDate: z.optional(day),
  /** The zone its days are in (the browser's); the platform's home when absent. */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type RewardBody = z.output<typeof rewardBodySchema>;

/** The first rule a reward's days break, in the words the form and the server show; none when they hold. */
export function rewardProblem(r: Pick<RewardBody, 'startDate' | 'endDate'>, timeZone: string): string | undefined {
  if (!isTimeZone(timeZone)) return messages.unknownTimeZone;
  if (r.startDate && r.endDate && r.endDate < r.startDate) return messages.endBeforeStart;
  return undefined;
}

/** When a reward can be redeemed: from the start of its first day to the end of its last, in its zone. */
export const rewardWindow = (r: Pick<RewardBody, 'startDate' | 'endDate'>, timeZone: string) => ({
  ...(r.startDate && { startsAt: startOfDay(r.startDate, timeZone).toISOString() }),
  ...(r.endDate && { endsAt: startOfDay(addDays(r.endDate, 1), timeZone).toISOString() }),
});

export const rewardSchema = z.object({
  _id: idSchema,
  client: idSchema,
  name: z.string(),
  pointsCost: z.int(),
  productId: z.optional(idSchema),
  category: z.optional(z.enum(PRODUCT_CATEGORIES)),
  image: z.optional(imageLink),
  startDate: z.optional(day),
  endDate: z.optional(day),
  timeZone: z.string(),
  startsAt: z.optional(isoDateTime),
  endsAt: z.optional(isoDateTime),
  createdBy: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Reward = z.infer<typeof rewardSchema>;

/** Whether a reward can be redeemed at an instant. */
export const rewardRunning = (r: Pick<Reward, 'startsAt' | 'endsAt'>, at: Date) => {
  const t = at.toISOString();
  return (!r.startsAt || r.startsAt <= t) && (!r.endsAt || t < r.endsAt);
};

export const rewardParamsSchema = z.object({ ...clientParamsSchema.shape, rewardId: idSchema });

export const rewardsQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    REWARDS_PAGE_SIZE,
  ),
  cursor: z.optional(cursorSchema),
});

export const rewardAnswerSchema = z.object({ error: z.literal(false), reward: rewardSchema });

export const rewardsAnswerSchema = z.object({
  error: z.literal(false),
  rewards: z.array(rewardSchema),
  nextCursor: z.nullable(z.string()),
});

/** What the kiosk and the counter show a member: their balance and the rewards running now, cheapest first. */
export const memberRewardsAnswerSchema = z.object({
  error: z.literal(false),
  phone: e164Schema,
  balance: z.int(),
  rewards: z.array(rewardSchema),
});

export const REDEMPTION_CHANNELS = ['kiosk', 'counter'] as const;

/**
 * The key a caller makes once per redemption (a tap on Redeem) and sends again with every retry:
 * the same key is the same redemption, recorded once.
 */
export const redemptionKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'must be the key the caller made (16 to 64 letters, digits or -)'));

export const redeemBodySchema = z.strictObject({ rewardId: idSchema, key: redemptionKeySchema });

export const redemptionSchema = z.object({
  _id: idSchema,
  clientId: idSchema,
  phone: e164Schema,
  rewardId: idSchema,
  rewardName: z.string(),
  /** The points it cost (positive); its ledger entry takes them off. */
  points: z.int(),
  at: isoDateTime,
  /** The locked kiosk, or staff at the counter (a signed-in member of the company). */
  channel: z.enum(REDEMPTION_CHANNELS),
  by: z.optional(idSchema),
  status: z.enum(['redeemed', 'reversed']),
  reversedAt: z.optional(isoDateTime),
  reversedBy: z.optional(idSchema),
  reason: z.optional(z.string()),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemAnswerSchema = z.object({
  error: z.literal(false),
  redemption: redemptionSchema,
  /** The member's balance after it. */
  balance: z.int(),
  /** True when the key had been redeemed before: this answer is that redemption, nothing new was written. */
  repeated: z.boolean(),
});

export const reverseParamsSchema = z.object({ ...memberPhoneParamsSchema.shape, redemptionId: idSchema });

export const reverseBodySchema = z.strictObject({
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, messages.reasonRequired), z.maxLength(REVERSAL_REASON_MAX, messages.reasonTooLong)),
});

export const reverseAnswerSchema = z.object({
  error: z.literal(false),
  redemption: redemptionSchema,
  balance: z.int(),
  repeated: z.boolean(),
});

export const redemptionsQuerySchema = z.object({ cursor: z.optional(cursorSchema) });

export const redemptionsAnswerSchema = z.object({
  error: z.literal(false),
  redemptions: z.array(redemptionSchema),
  nextCursor: z.nullable(z.string()),
});
