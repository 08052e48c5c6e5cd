import { messages } from '#shared/messages';
import * as authentication from '#shared/routes/authentication';
import { SESSION_COOKIES } from '#shared/schemas/auth';
import { isExpired, verifyToken } from '#lib/authenticate';
import { refreshSession, type Tokens } from '#lib/cognito-auth';
import { parseCookies } from '#lib/cookies';
import { findUserBySub } from '#lib/db/users';
import { notAuthorized } from '#lib/errors';
import { httpRoute, reply } from '#lib/http';
import { clearedCookies, sessionCookies, toSessionUser } from '#lib/session';

/**
 * The app's check on load (spec 1 section 4): the session is validated and refreshed for another
 * 30 hours. An expired access token is renewed from the refresh cookie; when that fails too the
 * answer is 'jwt expired' and the cookies are cleared, so the app logs out.
 */
export const handler = httpRoute(authentication.validateUser, async ({ event }) => {
  const cookies = parseCookies(event.cookies, event.headers.cookie);
  const token = cookies[SESSION_COOKIES.token];
  const refresh = cookies[SESSION_COOKIES.refresh];
  const refuse = (message: string) => notAuthorized(message, clearedCookies());
  if (!token && !refresh) throw refuse(messages.notAuthorized);

  let tokens: Tokens | undefined = refresh ? await refreshSession(refresh) : undefined;
  let sub: string | undefined;
  let expired = false;
  for (const candidate of [tokens?.accessToken, token]) {
    if (!candidate) continue;
    try {
      sub = await verifyToken(candidate);
      tokens ??= { accessToken: candidate };
      break;
    } catch (e) {
      expired ||= isExpired(e);
    }
  }
  if (!sub || !tokens) throw refuse(expired || refresh ? messages.jwtExpired : messages.notAuthorized);
  const user = await findUserBySub(sub);
  if (!user) throw refuse(messages.notAuthorized);
  if (user.disabled) throw refuse(messages.accountDisabled);
  const session = toSessionUser(user);
  return reply({ error: false as const, user: session }, sessionCookies(tokens, session));
});
