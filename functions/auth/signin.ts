import * as authMessages from '#shared/messages/auth';
import * as auth from '#shared/routes/auth';
import { passwordSignIn } from '#lib/auth/cognito-tokens';
import { findUserByEmail } from '#lib/users/store';
import { notAuthorized } from '#lib/base/errors';
import { httpRoute, reply } from '#lib/runtime/http';
import { clientIp, rateLimit } from '#lib/auth/rate-limit';
import { openSession, toSessionUser } from '#lib/auth/session';

/**
 * E-mail and password sign-in. Whether the e-mail is unknown or the password wrong, the answer is
 * the same sentence, so sign-in never tells who has an account. Guessing is limited per address
 * and per e-mail *from that address*: a per-e-mail limit alone would let anyone with a few
 * addresses lock the owner out (docs/auth.md, Abuse).
 */
export const handler = httpRoute(auth.signin, async ({ body, event }) => {
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await rateLimit(
    { key: `signin:ip:${ip}`, max: 60, windowSeconds: 300 },
    { key: `signin:email-ip:${body.email}|${ip}`, max: 10, windowSeconds: 300 },
  );
  const tokens = await passwordSignIn(body.email, body.password);
  if (!tokens) throw notAuthorized(authMessages.signinFailed);
  const user = await findUserByEmail(body.email);
  if (!user) throw notAuthorized(authMessages.signinFailed);
  // only someone who knows the password learns that the account is disabled
  if (user.disabled) throw notAuthorized(authMessages.accountDisabled);
  return reply({ error: false as const, user: toSessionUser(user) }, await openSession(user, tokens));
});
