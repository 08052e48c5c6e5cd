import * as messages from '#shared/messages/admin/clients';
import * as admin from '#shared/routes/admin/clients';
import { withAdminEmails, setClientAdminUser } from '#lib/clients/store/client-admin';
import { getClient } from '#lib/clients/store';
import { getUser } from '#lib/users/store';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * setClientAdmin: the company's admin user. A user who belongs to no company becomes its member
 * in the same transaction; one who belongs to another is refused ('Error Saving Entity.
 * Rejection:' and why, spec 3 §8), checked in the write so a claim made meanwhile still wins.
 */
export const handler = securedRoute(admin.setClientAdmin, async ({ body }) => {
  const [client, user] = await Promise.all([getClient(body.client), getUser(body.userId)]);
  if (!client) throw notFound(messages.saveRejected(messages.clientNotFound));
  if (!user) throw notFound(messages.saveRejected(messages.userNotFound));
  if (user.clientAssignment && user.clientAssignment !== client._id)
    throw conflict(messages.saveRejected(messages.userInAnotherCompany));
  try {
    const entity = await setClientAdminUser(client._id, user);
    return { error: false as const, entity: (await withAdminEmails([entity]))[0]! };
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException')
      throw conflict(messages.saveRejected(messages.userInAnotherCompany));
    throw e;
  }
});
