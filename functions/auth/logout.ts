import * as auth from '#shared/routes/auth';
import { SESSION_COOKIES } from '#shared/cookies';
import { revokeRefresh } from '#lib/auth/cognito-tokens';
import { parseCookies } from '#lib/auth/cookies';
import { endSession } from '#lib/users/store/sessions';
import { OIDC_REFRESH_PREFIX } from '#lib/auth/google-session';
import { httpRoute, reply } from '#lib/runtime/http';
import { logger } from '#lib/base/logger';
import { oidcConfig, revokeOidc } from '#lib/auth/oidc';
import { clearedCookies, readSessionRef } from '#lib/auth/session';

/** Hands the refresh token back to whoever issued it: the pool, or the OpenID provider for Google. */
async function revoke(refresh: string): Promise<void> {
  if (!refresh.startsWith(OIDC_REFRESH_PREFIX)) return revokeRefresh(refresh);
  const config = oidcConfig();
  if (config) await revokeOidc(config, refresh.slice(OIDC_REFRESH_PREFIX.length));
}

/**
 * Ends the session: removed from the user's open sessions, so any copy of its cookies is refused
 * from now on, and its refresh token revoked at the provider. The cookies are httpOnly, so only
 * the API can clear them (with the age-gate cookie). No proof beyond the cookies is asked: ending
 * a session needs its random id, which only its holder has.
 */
export const handler = httpRoute(auth.logout, async ({ event }) => {
  const cookies = parseCookies(event.cookies, event.headers.cookie);
  const ref = readSessionRef(cookies[SESSION_COOKIES.session]);
  if (ref) await endSession(ref.userId, ref.sessionId);
  const refresh = cookies[SESSION_COOKIES.refresh];
  // the table's session list is what the API checks; the provider's revocation is a second lock,
  // and a provider outage must not keep anyone signed in
  if (refresh)
    await revoke(refresh).catch((e: unknown) => logger.warn('refresh token not revoked', { error: e as Error }));
  return reply({ error: false as const }, clearedCookies());
});
