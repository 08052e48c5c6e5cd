import * as z from 'zod/mini';
import { idSchema, isoDateTime, text } from './common.ts';

export const ROLE_FLAGS = [
  'adminUser',
  'processorUser',
  'dispensaryUser',
  'serviceDataEntry',
  'serviceReview',
  'disabled',
  'passwordExpired',
] as const;

export const userSchema = z.object({
  _id: idSchema,
  email: z.email().check(z.maxLength(254)),
  firstName: z.optional(text(128)),
  lastName: z.optional(text(128)),
  phone: z.optional(z.string().check(z.regex(/^\d{10}$/, 'Phone numbers must be valid.'))),
  clientAssignment: z.optional(idSchema),
  /** Signed up as a producer or dispensary: the 30-day free Pro trial applies when they claim a company. */
  proTrialOffered: z.optional(z.boolean()),
  /** The Cognito subject this user signs in as. */
  sub: text(128),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /**
   * The sessions still open (`<issued, base 36>.<random>`); a session cookie is good only while
   * its id is here. Never leaves the API.
   */
  sessionIds: z.optional(z.set(z.string())),
  ...(Object.fromEntries(ROLE_FLAGS.map((f) => [f, z._default(z.boolean(), false)])) as {
    [K in (typeof ROLE_FLAGS)[number]]: z.ZodMiniDefault<z.ZodMiniBoolean>;
  }),
});
export type User = z.infer<typeof userSchema>;
