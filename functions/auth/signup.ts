import * as authMessages from '#shared/messages/auth';
import * as auth from '#shared/routes/auth';
import type { AccountType } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/user';
import { createLogin, deleteLogin, isUsernameTaken } from '#lib/aws/cognito';
import { passwordSignIn } from '#lib/auth/cognito-tokens';
import { createUser, findUserByEmail } from '#lib/users/store';
import { conflict } from '#lib/base/errors';
import { httpRoute, reply } from '#lib/runtime/http';
import { newId } from '#lib/base/ids';
import { clientIp, rateLimit } from '#lib/auth/rate-limit';
import { openSession, toSessionUser } from '#lib/auth/session';

const ROLE_OF: Record<AccountType, Partial<User>> = {
  producer: { processorUser: true },
  dispensary: { dispensaryUser: true },
  customer: {},
};

/** Sign-up, then the automatic sign-in the spec asks for. */
export const handler = httpRoute(auth.signup, async ({ body, event }) => {
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await rateLimit({ key: `signup:ip:${ip}`, max: 20, windowSeconds: 3600 });
  if (await findUserByEmail(body.email)) throw conflict(authMessages.emailTaken);

  let sub: string;
  try {
    sub = await createLogin(body.email, body.password);
  } catch (e) {
    if (isUsernameTaken(e)) throw conflict(authMessages.emailTaken);
    throw e;
  }
  const now = new Date().toISOString();
  const user: User = {
    _id: newId(),
    email: body.email,
    sub,
    createdAt: now,
    updatedAt: now,
    adminUser: false,
    processorUser: false,
    dispensaryUser: false,
    serviceDataEntry: false,
    serviceReview: false,
    disabled: false,
    passwordExpired: false,
    ...ROLE_OF[body.accountType],
    // producers and dispensaries are offered the 30-day Pro trial when they claim their company
    ...(body.accountType === 'customer' ? {} : { proTrialOffered: true }),
  };
  try {
    await createUser(user);
  } catch (e) {
    // the table refused (a racing sign-up took the e-mail): no login may stay behind without its user
    await deleteLogin(body.email);
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(authMessages.emailTaken);
    throw e;
  }
  const tokens = await passwordSignIn(body.email, body.password);
  if (!tokens) throw new Error('a login just created refused its own password');
  return reply({ error: false as const, user: toSessionUser(user) }, await openSession(user, tokens));
});
