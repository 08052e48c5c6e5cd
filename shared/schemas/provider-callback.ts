import * as z from 'zod/mini';
import { idSchema } from './common.ts';

// What a messaging provider posts to the platform's webhooks (docs/client-loyalty-messages.md,
// Webhooks), Twilio's form fields. The route takes any form, so the signature is checked before
// anything in it is believed: an unsigned request is refused as unsigned (403), never as malformed.

export const providerCallbackParamsSchema = z.object({ clientId: idSchema });

/** Any form of string fields, as posted (no body: an empty form): the webhook checks its signature over exactly these. */
export const providerFormSchema = z._default(z.record(z.string(), z.string()), {});

/** A message's delivery status (Twilio's status callback); other fields are signed but unused. */
export const statusCallbackSchema = z.looseObject({
  MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
  MessageStatus: z.string().check(z.maxLength(32)),
});

/** A text a member sent to the company's number (Twilio's inbound message webhook). */
export const inboundTextSchema = z.looseObject({
  MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
  From: z.string().check(z.maxLength(32)),
  Body: z._default(z.string().check(z.maxLength(2000)), ''),
});

/** The answer: TwiML with nothing to do (replies, when any, go through the provider port). */
export const twimlAnswerSchema = z.string();
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
