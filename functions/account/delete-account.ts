import * as accountMessages from '#shared/messages/account';
import * as commonMessages from '#shared/messages/common';
import { mayDeleteOwnAccount } from '#shared/roles';
import * as account from '#shared/routes/account';
import { deleteLogin } from '#lib/aws/cognito';
import { deleteUser, deleteUserItems } from '#lib/users/store';
import { forbidden, notAuthorized } from '#lib/base/errors';
import { isConditionFailure } from '#lib/table/dynamodb';
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
  try {
    await deleteUser(me);
  } catch (e) {
    // a deletion running beside this one (a double click, a retry after a lost answer) took the
    // user item first: the account is gone, and this answers as any later request of it does
    if (isConditionFailure(e) || (e as Error).name === 'TransactionCanceledException')
      throw notAuthorized(commonMessages.notAuthorized);
    throw e;
  }
  return reply({ error: false as const, message: 'deleted' as const }, clearedCookies());
});
