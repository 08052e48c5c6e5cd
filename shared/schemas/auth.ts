import * as z from 'zod/mini';
import * as authMessages from '../messages/auth.ts';
import { idSchema } from './common.ts';

// Sign-up, sign-in and the session, as the forms and the API both check them.

export const ACCOUNT_TYPES = ['producer', 'dispensary', 'customer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** E-mails are compared lowercased (spec 1 section 5: "e-mail is lowercased"). */
export const emailField = (message: string, emptyMessage = message) =>
  z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, emptyMessage)),
    z.email({ message }).check(z.maxLength(254, message)),
  );

/** The user pool's policy (infra/cdk/constructs/auth.ts), checked before Cognito sees the password. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;
export const newPasswordField = (requiredMessage: string = authMessages.passwordRequired) =>
  z.string().check(
    z.minLength(1, requiredMessage),
    z.maxLength(PASSWORD_POLICY.maxLength, authMessages.passwordPolicy),
    z.refine(
      (p) =>
        p.length === 0 ||
        (p.length >= PASSWORD_POLICY.minLength &&
          /[a-z]/.test(p) &&
          /[A-Z]/.test(p) &&
          /\d/.test(p) &&
          /[^A-Za-z0-9]/.test(p)),
      authMessages.passwordPolicy,
    ),
  );

export const signupBodySchema = z
  .strictObject({
    email: emailField(authMessages.signupEmailInvalid),
    password: newPasswordField(),
    passwordVer: z
      .string()
      .check(z.minLength(1, authMessages.passwordRepeatRequired), z.maxLength(PASSWORD_POLICY.maxLength)),
    accountType: z.enum(ACCOUNT_TYPES, { message: authMessages.accountTypeRequired }),
  })
  .check(
    z.refine((b) => b.password === b.passwordVer, {
      message: authMessages.passwordsDidNotMatch,
      path: ['passwordVer'],
    }),
  );
export type SignupBody = z.input<typeof signupBodySchema>;

export const signinBodySchema = z.strictObject({
  email: emailField(authMessages.signinEmailInvalid),
  password: z
    .string()
    .check(
      z.minLength(1, authMessages.passwordRequired),
      z.maxLength(PASSWORD_POLICY.maxLength, authMessages.signinFailed),
    ),
});
export type SigninBody = z.input<typeof signinBodySchema>;

/** The reset modal (spec 1 section 5). */
export const passwordResetBodySchema = z.strictObject({
  email: emailField(authMessages.resetEmailInvalid, authMessages.resetEmailEmpty),
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** A reset token: 32 random bytes, base64url. It travels in the body, never in an API path. */
export const resetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, authMessages.resetLinkInvalid));

/** The new password and its confirmation, as the recovery and change-password forms ask for them. */
export const newPasswordFields = {
  passwordNew: newPasswordField(authMessages.newPasswordRequired),
  passwordVer: z
    .string()
    .check(z.minLength(1, authMessages.confirmPasswordRequired), z.maxLength(PASSWORD_POLICY.maxLength)),
};
export const newPasswordsMatch = () =>
  z.refine<{ passwordNew: string; passwordVer: string }>((b) => b.passwordNew === b.passwordVer, {
    message: authMessages.newPasswordsDidNotMatch,
    path: ['passwordVer'],
  });

/** The 'Password Recovery' form (spec 1 section 5). */
export const recoverPasswordBodySchema = z
  .strictObject({
    token: resetTokenSchema,
    email: emailField(authMessages.validEmailRequired, authMessages.currentEmailRequired),
    ...newPasswordFields,
  })
  .check(newPasswordsMatch());
export type RecoverPasswordBody = z.input<typeof recoverPasswordBodySchema>;

/**
 * What the readable `user` cookie and the auth answers carry: only what the UI needs to render
 * navigation and route by role. Tokens never appear here; they live in httpOnly cookies.
 */
export const sessionUserSchema = z.object({
  _id: idSchema,
  email: z.string(),
  firstName: z.optional(z.string()),
  adminUser: z.boolean(),
  processorUser: z.boolean(),
  dispensaryUser: z.boolean(),
  serviceDataEntry: z.boolean(),
  serviceReview: z.boolean(),
  clientAssignment: z.optional(idSchema),
  /** Present (true) only when the user must choose a new password before anything else. */
  passwordExpired: z.optional(z.boolean()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionAnswerSchema = z.object({ error: z.literal(false), user: sessionUserSchema });
export const okAnswerSchema = z.object({ error: z.literal(false) });
export const messageAnswerSchema = z.object({ error: z.literal(false), message: z.string() });

/** GET /api/authentication/google/start: where the sign-in comes from (spec 1: customers only). */
export const googleStartQuerySchema = z.object({ accountType: z.optional(z.enum(ACCOUNT_TYPES)) });

/** What an OpenID provider sends back to the callback (other parameters are ignored). */
export const googleCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(256))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
});

/** Browser navigations answer a redirect, no body. */
export const redirectAnswerSchema = z.undefined();
