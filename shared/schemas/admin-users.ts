import * as z from 'zod/mini';
import { cursorSchema, idSchema, isoDateTime, tableSearchSchema } from './common.ts';

// The admin users table (spec 3 §2, §7: getUsers, getUserCsv, PUT/DELETE user/{id},
// getUserBinders, getUserBindercount). The row never carries the login subject or session ids.

/** The role toggles of a row (spec 3 §4, §6), each one conditional write. */
export const USER_TOGGLES = [
  'adminUser',
  'processorUser',
  'dispensaryUser',
  'serviceDataEntry',
  'serviceReview',
  'disabled',
] as const;
export type UserToggle = (typeof USER_TOGGLES)[number];

export const adminUserRowSchema = z.object({
  _id: idSchema,
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  phone: z.optional(z.string()),
  clientAssignment: z.optional(idSchema),
  /** The company's name, where the user belongs to one (the table links it by name). */
  companyName: z.optional(z.string()),
  adminUser: z.boolean(),
  processorUser: z.boolean(),
  dispensaryUser: z.boolean(),
  serviceDataEntry: z.boolean(),
  serviceReview: z.boolean(),
  disabled: z.boolean(),
  passwordExpired: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

const pageQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'must be a number from 1 to 100'))),
  cursor: z.optional(cursorSchema),
});

/** The users table: a page, optionally narrowed by the search box (name, e-mail or company). */
export const usersQuerySchema = z.object({
  ...pageQuerySchema.shape,
  q: tableSearchSchema,
});

export const usersAnswerSchema = z.object({
  error: z.literal(false),
  users: z.array(adminUserRowSchema),
  nextCursor: z.nullable(z.string()),
});

export const countAnswerSchema = z.object({ error: z.literal(false), count: z.number() });

export const userParamsSchema = z.object({ id: idSchema });

/** One toggle: the flag and its new value. */
export const setUserRoleBodySchema = z.strictObject({
  role: z.enum(USER_TOGGLES),
  value: z.boolean(),
});

export const userAnswerSchema = z.object({ error: z.literal(false), user: adminUserRowSchema });
export const deletedUserAnswerSchema = z.object({ error: z.literal(false), deleted: idSchema });

/** getUserBindercount: how many binder items (one per product and usage) the user keeps. */
export const binderCountAnswerSchema = z.object({ error: z.literal(false), count: z.number() });

/** getUserBinders takes a page cursor (the answer is the binder page, binderAnswerSchema). */
export const userBindersQuerySchema = z.object({ cursor: z.optional(cursorSchema) });
