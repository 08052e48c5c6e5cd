import { TOKEN_RENEW_WITHIN_SECONDS } from '#shared/constants';
import * as authMessages from '#shared/messages/auth';
import * as commonMessages from '#shared/messages/common';
import * as auth from '#shared/routes/auth';
import { SESSION_COOKIES } from '#shared/cookies';
import { isExpired, verifyClaims, verifyToken } from '#lib/auth/authenticate';
import { refreshSession, type Tokens } from '#lib/auth/cognito-tokens';
import { parseCookies } from '#lib/auth/cookies';
import { hasSession, sessionUser } from '#lib/users/store/sessions';
import { OIDC_REFRESH_PREFIX } from '#lib/auth/google-session';
import { oidcConfig, refreshOidc } from '#lib/auth/oidc';
import { notAuthorized } from '#lib/base/errors';
import { httpRoute, reply } from '#lib/runtime/http';
import { clearedCookies, readSessionRef, sessionCookies, toSessionUser } from '#lib/auth/session';

/** A fresh session token from the refresh cookie: the pool's for passwords, the provider's for Google. */
async function renew(refresh: string): Promise<Tokens | undefined> {
  if (!refresh.startsWith(OIDC_REFRESH_PREFIX)) return refreshSession(refresh);
  const config = oidcConfig();
  const answer = config ? await refreshOidc(config, refresh.slice(OIDC_REFRESH_PREFIX.length)) : undefined;
  if (!answer?.id_token) return undefined;
  return {
    accessToken: answer.id_token,
    refreshToken: answer.refresh_token ? `${OIDC_REFRESH_PREFIX}${answer.refresh_token}` : refresh,
  };
}

/**
 * The app's check on load (spec 1 section 4): the session is validated and refreshed for another
 * 30 hours. An expired access token is renewed from the refresh cookie; when that fails too the
 * answer is 'jwt expired' and the cookies are cleared, so the app logs out. A session that was
 * ended (logout, a new password) renews nothing, whatever its tokens.
 */
export const handler = httpRoute(auth.validateUser, async ({ event }) => {
  const cookies = parseCookies(event.cookies, event.headers.cookie);
  const token = cookies[SESSION_COOKIES.token];
  const refresh = cookies[SESSION_COOKIES.refresh];
  const ref = readSessionRef(cookies[SESSION_COOKIES.session]);
  const refuse = (message: string) => notAuthorized(message, clearedCookies());
  if (!token && !refresh) throw refuse(commonMessages.notAuthorized);

  // A token with time left is kept and its cookies renewed for 30 hours; only a token near its end
  // is traded in. Providers rotate refresh tokens, and two tabs trading one in at once would
  // otherwise end the session.
  let sub: string | undefined;
  let tokens: Tokens | undefined;
  let expired = false;
  if (token) {
    try {
      const claims = await verifyClaims(token);
      if (!refresh || claims.exp - Date.now() / 1000 > TOKEN_RENEW_WITHIN_SECONDS) {
        sub = claims.sub;
        tokens = { accessToken: token, refreshToken: refresh };
      }
    } catch (e) {
      expired = isExpired(e);
    }
  }
  // nothing good, and nothing to renew it with: the session ran out (or never was)
  if (!sub && !refresh) throw refuse(expired ? authMessages.jwtExpired : commonMessages.notAuthorized);
  // the session must still be open before anything is renewed: an ended one mints no new token
  const user = ref && (await sessionUser(ref.userId));
  if (!ref || !user || !hasSession(user, ref.sessionId)) throw refuse(commonMessages.notAuthorized);
  if (!sub || !tokens) {
    tokens = refresh ? await renew(refresh) : undefined;
    try {
      sub = tokens && (await verifyToken(tokens.accessToken));
    } catch {
      sub = undefined;
    }
    if (!sub || !tokens) throw refuse(authMessages.jwtExpired);
  }
  if (sub !== user.sub) throw refuse(commonMessages.notAuthorized);
  if (user.disabled) throw refuse(authMessages.accountDisabled);
  const session = toSessionUser(user);
  return reply({ error: false as const, user: session }, sessionCookies(tokens, session, ref));
});
