import { messages } from '#shared/messages';
import * as account from '#shared/routes/account';
import { setPassword } from '#lib/cognito';
import { passwordSignIn } from '#lib/cognito-auth';
import { clearPasswordExpired } from '#lib/db/users';
import { badRequest } from '#lib/errors';
import { reply } from '#lib/http';
import { rateLimit } from '#lib/rate-limit';
import { securedRoute } from '#lib/secured-route';
import { sessionUserCookie, toSessionUser } from '#lib/session';

/** The current password is checked against the pool before the new one is set. */
export const handler = securedRoute(account.changePassword, async ({ caller, body }) => {
  if (caller.kind !== 'user') throw new Error('signed-in routes always have a user');
  await rateLimit({ key: `password:user:${caller.user._id}`, max: 10, windowSeconds: 3600 });
  if (!(await passwordSignIn(caller.user.email, body.password))) throw badRequest(messages.currentPasswordWrong);
  await setPassword(caller.user.email, body.passwordNew);
  const answer = { error: false as const, success: true as const, message: messages.passwordChanged };
  if (!caller.user.passwordExpired) return answer;
  const user = await clearPasswordExpired(caller.user);
  return reply(answer, [sessionUserCookie(toSessionUser(user))]);
});
