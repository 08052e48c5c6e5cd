import * as accountMessages from '#shared/messages/account';
import { mayDeleteOwnAccount } from '#shared/roles';
import * as account from '#shared/routes/account';
import { deleteLogin } from '#lib/aws/cognito';
import { deleteUser, deleteUserItems } from '#lib/db/users';
import { forbidden } from '#lib/runtime/errors';
import { reply } from '#lib/runtime/http';
import { securedRoute } from '#lib/runtime/secured-route';
import { clearedCookies } from '#lib/auth/session';

/**
 * A consumer deletes their account, and with it everything kept about them (docs/data-model.md
 * lists what stays for history). Business and staff accounts cannot (spec 1), so a company's
 * history never loses its people. The login goes first: a user item without a login can only be
 * removed again, a login without its user would block the address for good. The user item goes
 * last, so a deletion cut short is finished by the next attempt.
 */
export const handler = securedRoute(account.deleteAccount, async ({ caller }) => {
  const me = caller.user;
  if (!mayDeleteOwnAccount(me)) throw forbidden(accountMessages.deleteBlockedRole);
  if (me.clientAssignment) throw forbidden(accountMessages.deleteBlockedClient);
  await deleteLogin(me.email);
  await deleteUserItems(me._id);
  await deleteUser(me);
  return reply({ error: false as const, message: 'deleted' as const }, clearedCookies());
});
