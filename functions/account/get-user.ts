import * as account from '#shared/routes/account';
import { securedRoute } from '#lib/runtime/secured-route';

/** The caller's own contact details for the account page. */
export const handler = securedRoute(account.getUser, async ({ caller }) => {
  const { _id, email, phone, firstName, lastName } = caller.user;
  return { error: false as const, user: { _id, email, phone, firstName, lastName } };
});
