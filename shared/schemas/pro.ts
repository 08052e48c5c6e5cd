import * as z from 'zod/mini';
import { CLIENT_TYPES, PRICING, TEXT_AREA_MAX } from '../constants.ts';
import { cursorSchema, idSchema, isoDateTime, text } from './common.ts';

// Pro requests (docs/client-pro.md): the Pro pages' call to action records which plan a company
// asks for; an admin follows up by hand. The platform takes no payments.

/** The plans a company may ask for, as the Pro page offers them (prices in PRICING). */
export const PRO_PLANS = ['salesKiosk', 'loyaltyPlus', 'pro', 'coaTrial', 'coaStandard', 'coaPro'] as const;
export type ProPlan = (typeof PRO_PLANS)[number];

export const PRO_PLAN_NAMES: Record<ProPlan, string> = {
  salesKiosk: 'Sales Kiosk',
  loyaltyPlus: 'Loyalty+',
  pro: 'Pro',
  coaTrial: 'the COA concierge free trial',
  coaStandard: 'COA concierge Standard',
  coaPro: 'COA concierge Pro',
};

/**
 * What approving a request sets on the company (docs/client-pro.md, Answers): the Pro level for
 * the kiosk and loyalty plans (Loyalty+ is loyalty on Pro; its messaging number stays the admin's
 * to enter), the COA Data Entry Service with the plan's monthly COAs for the concierge's.
 */
export const PLAN_SETTINGS: Record<
  ProPlan,
  { premiumLevel?: 'pro'; coaDataEntryService?: { enabled: true; serviceLimit: number } }
> = {
  salesKiosk: { premiumLevel: 'pro' },
  loyaltyPlus: { premiumLevel: 'pro' },
  pro: { premiumLevel: 'pro' },
  coaTrial: { coaDataEntryService: { enabled: true, serviceLimit: PRICING.coaTrialMax } },
  coaStandard: { coaDataEntryService: { enabled: true, serviceLimit: PRICING.coaStandardMax } },
  coaPro: { coaDataEntryService: { enabled: true, serviceLimit: PRICING.coaProMax } },
};

export const PRO_ANSWERS = ['approved', 'declined'] as const;

export const proRequestBodySchema = z.strictObject({
  plan: z.enum(PRO_PLANS),
  note: z.optional(text(TEXT_AREA_MAX)),
});

export const proRequestSchema = z.object({
  clientId: idSchema,
  clientName: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  plan: z.enum(PRO_PLANS),
  note: z.optional(z.string()),
  requestedBy: idSchema,
  email: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** An admin's answer; asking again removes it (the request is open again). */
  answer: z.optional(z.object({ status: z.enum(PRO_ANSWERS), at: isoDateTime, reason: z.optional(z.string()) })),
});
export type ProRequest = z.infer<typeof proRequestSchema>;

export const proRequestAnswerSchema = z.object({ error: z.literal(false), request: proRequestSchema });
export const clientProRequestsSchema = z.object({ error: z.literal(false), requests: z.array(proRequestSchema) });

export const proRequestsQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'must be a number from 1 to 100'))),
  cursor: z.optional(cursorSchema),
});
export const proRequestsAnswerSchema = z.object({
  error: z.literal(false),
  requests: z.array(proRequestSchema),
  nextCursor: z.nullable(z.string()),
});

/** One company's request for one plan, as an admin answers it. */
export const proRequestParamsSchema = z.object({ clientId: idSchema, plan: z.enum(PRO_PLANS) });
/** `seen`: the request's updatedAt the admin's list showed, so a request asked again meanwhile is not answered unseen. */
export const approveProRequestBodySchema = z.strictObject({ seen: isoDateTime });
export const declineProRequestBodySchema = z.strictObject({
  seen: isoDateTime,
  reason: z.optional(text(TEXT_AREA_MAX)),
});
