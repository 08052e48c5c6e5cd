import * as accountMessages from '#shared/messages/account';
import * as account from '#shared/routes/account';
import { changeLoginEmail } from '#lib/aws/cognito';
import { findUserByEmail, updateContact } from '#lib/users/store';
import { conflict } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { securedRoute } from '#lib/runtime/secured-route';
import { sessionUserCookie, toSessionUser } from '#lib/auth/session';

/** New e-mail and phone. The login's e-mail changes first, so a failure leaves the two in step. */
export const handler = securedRoute(account.updateUser, async ({ caller, body }) => {
  const me = caller.user;
  const emailChanged = body.email !== me.email.toLowerCase();
  if (emailChanged) {
    const holder = await findUserByEmail(body.email);
    if (holder && holder._id !== me._id) throw conflict(accountMessages.emailBelongsToAnother);
    await changeLoginEmail(me.email, body.email);
  }
  let next;
  try {
    next = await updateContact(me, { email: body.email, phone: body.phone || undefined });
  } catch (e) {
    // the table refused (a race for the address, or a concurrent edit): put the login back
    if (emailChanged) await changeLoginEmail(body.email, me.email);
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(accountMessages.emailBelongsToAnother);
    throw e;
  }
  const { _id, email, phone, firstName, lastName } = next;
  return reply({ error: false as const, user: { _id, email, phone, firstName, lastName } }, [
    sessionUserCookie(toSessionUser(next)),
  ]);
});
