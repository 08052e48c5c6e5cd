import type { PasswordResetBody, RecoverPasswordBody, SigninBody, SignupBody } from '#shared/schemas/auth';
import { call } from '#web/api/client.ts';

// Signing in and up: each answers the session's user (or a message), which the session takes; no
// query is cached before there is a session, so none goes stale.

export const signIn = (body: SigninBody) => call('signin', { body });

export const signUp = (body: SignupBody) => call('signup', { body });

/** Mails a reset link; the answer is the text to show. */
export const sendPasswordReset = (body: PasswordResetBody) => call('passwordReset', { body });

/** Sets a new password with the mailed token, which signs the user in. */
export const recoverPassword = (body: RecoverPasswordBody) => call('recoverPassword', { body });
