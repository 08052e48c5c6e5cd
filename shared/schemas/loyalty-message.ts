import * as z from 'zod/mini';
import { cursorSchema, idSchema, ignoredFields, isoDateTime, text } from './common.ts';
import { segmentSchema } from './loyalty-audience.ts';

// A company's picture message to its loyalty members (spec 3 §3 'Loyalty message') and the record
// of each member's send (docs/client-loyalty-messages.md). The item: `CLIENT#<clientId>` /
// `MESSAGE#<id>`; each send: `MESSAGE#<id>` / `SEND#<phone>`.

/** 'cancelled': a scheduled message the business called off before it started. */
export const LOYALTY_MESSAGE_STATUSES = ['pending', 'sent', 'complete', 'cancelled'] as const;
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
  /** A business's message, a points offer's, or a reward's confirmation to the one member who redeemed it. */
  origin: z.enum(['message', 'offer', 'reward']),
  offerId: z.optional(idSchema),
  /** Who it goes to (absent: every member), as it stood when the message was written. */
  segment: z.optional(segmentSchema),
  /** The saved segment's name it was chosen by, for the history. */
  segmentName: z.optional(z.string()),
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

/**
 * The media key of a text's image: a confirmed upload of purpose 'loyalty' (png or jpeg, 600 KB at
 * most, private), served to the provider through short-lived links.
 */
export const loyaltyMediaKey = z.string().check(z.maxLength(512));

/** An MMS body: Twilio's limit for one message (the points offer's mmsMessage has the same). */
export const MESSAGE_BODY_MAX = 1600;
/** Images one message may carry (Twilio's MMS limit). */
export const MESSAGE_IMAGES_MAX = 10;

/**
 * `POST message` (spec 3 §7): the message fields a business types. `messageMediaAws` holds the
 * keys of confirmed uploads of purpose 'loyalty' (png or jpeg, each at most 600 KB); an absent
 * `sendDateTime` sends now, a later one waits for its time.
 */
export const createMessageBodySchema = z.strictObject({
  messageBody: text(MESSAGE_BODY_MAX, 1),
  messageMediaAws: z._default(z.array(loyaltyMediaKey).check(z.maxLength(MESSAGE_IMAGES_MAX)), []),
  method: z._default(z.literal('mms'), 'mms'),
  sendDateTime: z.optional(isoDateTime),
  /** Who it goes to: absent, every member (the spec's message). */
  segment: z.optional(segmentSchema),
  segmentName: z.optional(text(60, 1)),
  // what the legacy client sends beside the message; the path, the session and the send path say these
  ...ignoredFields('client', 'status', 'userList', 'confirmationMessage', 'deliveryPercent', 'token'),
});
export type CreateMessageBody = z.output<typeof createMessageBodySchema>;

/** `PUT message/{messageId}`: a scheduled message changed before it starts; its time is required and ahead. */
export const editMessageBodySchema = z.strictObject({
  messageBody: text(MESSAGE_BODY_MAX, 1),
  messageMediaAws: z._default(z.array(loyaltyMediaKey).check(z.maxLength(MESSAGE_IMAGES_MAX)), []),
  sendDateTime: isoDateTime,
  segment: z.optional(segmentSchema),
  segmentName: z.optional(text(60, 1)),
});
export type EditMessageBody = z.output<typeof editMessageBodySchema>;

export const messageParamsSchema = z.object({ clientId: idSchema, messageId: idSchema });

/** What became of a message's texts, member by member: the delivery chart draws it. */
export const messageDeliverySchema = z.object({
  /** texts handed to the provider */
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  undelivered: z.number(),
  /** members skipped, by reason */
  noConsent: z.number(),
  optedOut: z.number(),
  /** members whose text waited for the morning (their outcome is counted too) */
  quietHours: z.number(),
  capped: z.number(),
  /** texts the provider refused for good (an unsubscribed or invalid number) */
  refused: z.number(),
  /** texts still waiting for the morning */
  held: z.number(),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

/** A message as the business's calls answer it: the stored message and its delivery counts. */
export const loyaltyMessageViewSchema = z.extend(loyaltyMessageSchema, { delivery: messageDeliverySchema });
export type LoyaltyMessageView = z.infer<typeof loyaltyMessageViewSchema>;

export const createMessageAnswerSchema = z.object({ error: z.literal(false), message: loyaltyMessageViewSchema });

export const messagesQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    20,
  ),
});

/** `GET messages`: newest first, paged. */
export const messagesAnswerSchema = z.object({
  messages: z.array(loyaltyMessageViewSchema),
  nextCursor: z.nullable(z.string()),
});

/**
 * A company's texting settings (the client item's `loyaltyConfig`): its own daily cap per member
 * and its warning texts (docs/client-loyalty-messages.md, Compliance). Absent fields take the
 * defaults; a value that does not parse is ignored as a whole, so the defaults hold.
 */
export const loyaltyConfigSchema = z.object({
  dailyCap: z.optional(z.int().check(z.gte(1), z.lte(20))),
  customWarningText: z.optional(z.string()),
  defaultWarningText: z.optional(z.string()),
});
