import { notAuthorized } from './common.ts';

// Sign-up, sign-in, password reset and Google sign-in (spec 1 sections 5 and 8).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

// authentication (spec 1 sections 5 and 8)
export const signupEmailInvalid = 'You must provide a valid E-Mail address.' as const;
export const passwordRequired = 'You must provide a password.' as const;
export const passwordsDidNotMatch = 'The passwords you entered did not match.' as const;
export const signinEmailInvalid = 'E-Mail address is not valid' as const;
export const noUserReturned = 'the server failed to return a user.' as const;
export const jwtExpired = 'jwt expired' as const;
export const resetEmailEmpty = 'Please enter an email.' as const;
export const resetEmailInvalid = 'Please enter a valid email.' as const;
export const resetSent = 'We have sent a passwod reset link' as const; // wording as shown
export const currentEmailRequired = 'You must provide your current email.' as const;
export const validEmailRequired = 'You must provide a valid email.' as const;
export const newPasswordRequired = 'You must provide a new password.' as const;
export const confirmPasswordRequired = 'You must confirm your new password.' as const;
export const newPasswordsDidNotMatch = 'The new passwords you entered did not match.' as const;
// not shown in the spec: our wording (docs/auth.md)
export const passwordPolicy =
  'Your password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and a symbol.' as const;
export const passwordRepeatRequired = 'Please repeat your password.' as const;
export const accountTypeRequired = 'Choose an account type.' as const;
export const emailTaken = 'An account with this e-mail address already exists. Sign in instead.' as const;
export const signinFailed = 'The e-mail address or password is incorrect.' as const;
export const accountDisabled = 'This account has been disabled. Contact support to restore it.' as const;
export const resetLinkInvalid = 'This password reset link has expired or was already used. Request a new one.' as const;
export const googleUnavailable =
  'Google sign-in is not available right now. Please sign in with your e-mail and password.' as const;
export const googleCustomersOnly =
  'Google sign-up is for customers. Producers and dispensaries sign up with an e-mail address.' as const;
export const googleEmailHasPassword =
  'This e-mail address already has an account. Sign in with your password.' as const;

/**
 * Why a Google sign-in came back unfinished. The API redirects to `/home?authError=<code>` with one of
 * these codes and the app alerts our sentence for it: a link carrying any other text (a phishing
 * link could make the site's own alert say anything) gets the generic 'Not Authorized'.
 */
export const AUTH_ERRORS = {
  notAuthorized,
  accountDisabled,
  googleUnavailable,
  googleCustomersOnly,
  googleEmailHasPassword,
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export const authErrorMessage = (code: string): string =>
  Object.hasOwn(AUTH_ERRORS, code) ? AUTH_ERRORS[code as AuthErrorCode] : notAuthorized;
