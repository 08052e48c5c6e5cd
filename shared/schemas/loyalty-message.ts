import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common.ts';

// A company's picture message to its loyalty members (spec 3 §3 'Loyalty message') and the record
// of each member's send (docs/client-loyalty-messages.md). The item: `CLIENT#<clientId>` /
// `MESSAGE#<id>`; each send: `MESSAGE#<id>` / `SEND#<phone>`.

export const LOYALTY_MESSAGE_STATUSES = ['pending', 'sent', 'complete'] as const;
/** Why a member's text went or did not: every decision is recorded (spec: compliance). */
export const SEND_DECISIONS = ['sent', 'noConsent', 'optedOut', 'quietHours', 'capped', 'failed'] as const;

export const loyaltyMessageSchema = z.object({
  _id: idSchema,
  client: idSchema,
  messageBody: z.string().check(z.maxLength(1600)),
  /** media keys of the message's images (served to the provider through short-lived links) */
  messageMediaAws: z.array(z.string()),
  method: z.literal('mms'),
  status: z.enum(LOYALTY_MESSAGE_STATUSES),
  sendDateTime: isoDateTime,
  confirmationMessage: z.optional(z.string()),
  /** delivered ÷ sent, 0–100 */
  deliveryPercent: z.number(),
  origin: z.enum(['message', 'offer']),
  offerId: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type LoyaltyMessage = z.infer<typeof loyaltyMessageSchema>;

export const loyaltySendSchema = z.object({
  messageId: idSchema,
  clientId: idSchema,
  phone: z.string(),
  decision: z.enum(SEND_DECISIONS),
  providerSid: z.optional(z.string()),
  /** the provider's last delivery status (queued, sent, delivered, failed, undelivered) */
  status: z.optional(z.string()),
  at: isoDateTime,
});
export type LoyaltySend = z.infer<typeof loyaltySendSchema>;
