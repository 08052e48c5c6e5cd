import * as authMessages from '#shared/messages/auth';
import * as auth from '#shared/routes/auth';
import { globalSignOut, setPassword } from '#lib/aws/cognito';
import { passwordSignIn } from '#lib/auth/cognito-tokens';
import { consumeReset } from '#lib/users/store/password-resets';
import { clearPasswordExpired, getUser } from '#lib/users/store';
import { badRequest, notAuthorized } from '#lib/base/errors';
import { httpRoute, reply } from '#lib/runtime/http';
import { clientIp, rateLimit } from '#lib/auth/rate-limit';
import { openSession, toSessionUser } from '#lib/auth/session';

/**
 * The 'Password Recovery' form: a good link sets the new password and signs the user in. Every
 * session opened before ends: whoever had the old password (or a copy of a session) is out.
 */
export const handler = httpRoute(auth.recoverPassword, async ({ body, event }) => {
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await rateLimit({ key: `recover:ip:${ip}`, max: 20, windowSeconds: 3600 });
  // used up first, so two tabs racing with one link cannot both set a password
  const userId = await consumeReset(body.token, body.email);
  if (!userId) throw badRequest(authMessages.resetLinkInvalid);
  let user = await getUser(userId);
  if (!user) throw badRequest(authMessages.resetLinkInvalid);
  if (user.disabled) throw notAuthorized(authMessages.accountDisabled);
  await setPassword(user.email, body.passwordNew);
  await globalSignOut(user.email);
  if (user.passwordExpired) user = await clearPasswordExpired(user);
  const tokens = await passwordSignIn(user.email, body.passwordNew);
  if (!tokens) throw new Error('the new password was refused right after it was set');
  return reply({ error: false as const, user: toSessionUser(user) }, await openSession(user, tokens, { only: true }));
});
