import * as z from 'zod/mini';
import * as accountMessages from '../messages/account.ts';
import * as authMessages from '../messages/auth.ts';
import { emailField, newPasswordFields, newPasswordsMatch, PASSWORD_POLICY } from './auth.ts';
import { idSchema, ignoredFields } from './common.ts';

// The account page (spec 1: /user/{_id}): contact details, password, deletion.

export const userParamsSchema = z.object({ id: idSchema });

/**
 * US numbers only, without the country code (spec 1). People type them with spaces, dots, dashes
 * or parentheses; what is kept is the 10 digits, and the area code cannot start with 0 or 1.
 */
export const phoneSchema = z.pipe(
  z.string().check(z.overwrite((p) => p.replace(/[\s().-]/g, ''))),
  z.string().check(z.regex(/^$|^[2-9]\d{9}$/, accountMessages.phoneInvalid)),
);

export const updateUserBodySchema = z.strictObject({
  email: emailField(authMessages.validEmailRequired),
  /** Empty removes the number. */
  phone: z.optional(phoneSchema),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** The spec's client also sends the account type, which changes nothing here: ignored. */
export const changePasswordBodySchema = z
  .strictObject({
    ...ignoredFields('accountType'),
    password: z
      .string()
      .check(z.minLength(1, accountMessages.currentPasswordRequired), z.maxLength(PASSWORD_POLICY.maxLength)),
    ...newPasswordFields,
  })
  .check(newPasswordsMatch());
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const accountSchema = z.object({
  _id: idSchema,
  email: z.string(),
  phone: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
});
export const accountAnswerSchema = z.object({ error: z.literal(false), user: accountSchema });
export const deletedAnswerSchema = z.object({ error: z.literal(false), message: z.literal('deleted') });
export const successAnswerSchema = z.object({ error: z.literal(false), success: z.literal(true), message: z.string() });
