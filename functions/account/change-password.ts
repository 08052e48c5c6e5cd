import * as accountMessages from '#shared/messages/account';
import * as account from '#shared/routes/account';
import { globalSignOut, setPassword } from '#lib/aws/cognito';
import { passwordSignIn } from '#lib/auth/cognito-tokens';
import { clearPasswordExpired } from '#lib/users/store';
import { badRequest } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { rateLimit } from '#lib/auth/rate-limit';
import { securedRoute } from '#lib/runtime/secured-route';
import { openSession } from '#lib/auth/session';

/**
 * The current password is checked against the pool before the new one is set. Every session ends
 * (a thief's copy too), and the browser that made the change gets a new one.
 */
export const handler = securedRoute(account.changePassword, async ({ caller, body }) => {
  await rateLimit({ key: `password:user:${caller.user._id}`, max: 10, windowSeconds: 3600 });
  if (!(await passwordSignIn(caller.user.email, body.password))) throw badRequest(accountMessages.currentPasswordWrong);
  await setPassword(caller.user.email, body.passwordNew);
  await globalSignOut(caller.user.email);
  const user = caller.user.passwordExpired ? await clearPasswordExpired(caller.user) : caller.user;
  const tokens = await passwordSignIn(user.email, body.passwordNew);
  if (!tokens) throw new Error('the new password was refused right after it was set');
  const answer = { error: false as const, success: true as const, message: accountMessages.passwordChanged };
  return reply(answer, await openSession(user, tokens, { only: true }));
});
