import * as messages from '#shared/messages/admin/users';
import * as admin from '#shared/routes/admin/users';
import { deleteLogin } from '#lib/aws/cognito';
import { isConditionFailure } from '#lib/table/dynamodb';
import { deleteDeletableUser } from '#lib/users/store/user-admin';
import { deleteUserItems, getUser } from '#lib/users/store';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * DELETE user/{id} (spec 3 §5, §8): admins, business accounts and members of a company are never
 * deleted. The login goes first (a user item without a login can only be deleted again), then the
 * user's items, then the user item, conditional on the blocks still not applying.
 */
export const handler = securedRoute(admin.deleteUser, async ({ params }) => {
  const user = await getUser(params.id);
  if (!user) throw notFound(messages.userNotFound);
  if (user.adminUser || user.dispensaryUser || user.processorUser) throw forbidden(messages.deleteBlockedRole);
  if (user.clientAssignment) throw forbidden(messages.deleteBlockedClient);
  await deleteLogin(user.email);
  await deleteUserItems(user._id);
  try {
    await deleteDeletableUser(user);
  } catch (e) {
    // a role or an assignment given meanwhile: the account stays (its login is gone; a new password sets it again)
    if (isConditionFailure(e) || (e as Error).name === 'TransactionCanceledException')
      throw conflict(messages.changedMeanwhile);
    throw e;
  }
  return { error: false as const, deleted: user._id };
});
