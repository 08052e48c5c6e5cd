import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

export const ROLE_FLAGS = [
  'adminUser', 'processorUser', 'dispensaryUser', 'serviceDataEntry', 'serviceReview', 'disabled', 'passwordExpired',
] as const;

export const userSchema = z.object({
  _id: idSchema,
  email: z.string().email().max(254),
  firstName: z.string().max(128).optional(),
  lastName: z.string().max(128).optional(),
  phone: z.string().regex(/^\d{10}$/, 'Phone numbers must be valid.').optional(),
  clientAssignment: idSchema.optional(),
  /** The Cognito subject this user signs in as. */
  sub: z.string().max(128),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, z.boolean().default(false)])) as {
    [K in (typeof ROLE_FLAGS)[number]]: z.ZodDefault<z.ZodBoolean>;
  },
});
export type User = z.infer<typeof userSchema>;
