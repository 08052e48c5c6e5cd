import { DEFAULT_REDIRECT } from '#shared/constants';
import type { AuthErrorCode } from '#shared/messages/auth';
import { redirect } from '#lib/runtime/http';
import type { Flight } from './oidc.ts';
import { setting } from '#lib/base/config';

// The short-lived cookie that carries an OAuth flight (state, nonce, PKCE verifier) from the start
// route to the callback, and the way a failed Google sign-in comes back to the app.

const FLIGHT_COOKIE = 'oauth';
const PATH = '/api/authentication/google';
const secure = () => (setting('COOKIE_SECURE') === 'false' ? '' : '; Secure');

// Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
export const flightCookie = (f: Flight) =>
  `${FLIGHT_COOKIE}=${Buffer.from(JSON.stringify(f)).toString('base64url')}; Max-Age=600; Path=${PATH}; HttpOnly; SameSite=Lax${secure()}`;
export const clearedFlightCookie = () =>
  `${FLIGHT_COOKIE}=; Max-Age=0; Path=${PATH}; HttpOnly; SameSite=Lax${secure()}`;

export function readFlight(cookies: Record<string, string>): Flight | undefined {
  const raw = cookies[FLIGHT_COOKIE];
  if (!raw) return undefined;
  try {
    const f = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Partial<Flight>;
    return f.state && f.verifier && f.nonce && f.accountType ? (f as Flight) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Back to the site's default redirect target with the reason, as a code the app turns into our
 * sentence (spec 1: a 401 shows 'Not Authorized'). Never text: the app would show whatever a link carried.
 */
export const signInFailed = (code: AuthErrorCode) =>
  redirect(`${DEFAULT_REDIRECT}?authError=${code}`, [clearedFlightCookie()]);

/** Google sessions keep their refresh token marked, so the session check refreshes at the right place. */
export const OIDC_REFRESH_PREFIX = 'oidc.';
