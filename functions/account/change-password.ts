import { messages } from '#shared/messages';
import * as account from '#shared/routes/account';
import { setPassword } from '#lib/cognito';
import { passwordSignIn } from '#lib/cognito-auth';
import { badRequest } from '#lib/errors';
import { rateLimit } from '#lib/rate-limit';
import { securedRoute } from '#lib/secured-route';

/** The current password is checked against the pool before the new one is set. */
export const handler = securedRoute(account.changePassword, async ({ caller, body }) => {
  if (caller.kind !== 'user') throw new Error('signed-in routes always have a user');
  await rateLimit({ key: `password:user:${caller.user._id}`, max: 10, windowSeconds: 3600 });
  if (!(await passwordSignIn(caller.user.email, body.password))) throw badRequest(messages.currentPasswordWrong);
  await setPassword(caller.user.email, body.passwordNew);
  return { error: false as const, success: true as const, message: messages.passwordChanged };
});
