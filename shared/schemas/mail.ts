import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common.ts';

/**
 * A message waiting to be sent or sent: e-mail now, SMS with the loyalty programme. Handlers write
 * it in the same transaction as the change it reports; the send-mail worker delivers it.
 */
export const outboxMessageSchema = z.object({
  _id: idSchema,
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.optional(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: isoDateTime,
  sentAt: z.optional(isoDateTime),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
