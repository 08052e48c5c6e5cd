import * as messages from '#shared/messages/admin/users';
import * as admin from '#shared/routes/admin/users';
import { isConditionFailure } from '#lib/table/dynamodb';
import { setRole, toRow } from '#lib/users/store/user-admin';
import { forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * One role toggle of the users table. An admin may not take away their own admin flag nor disable
 * themselves: either would lock them out by the very click (another admin can).
 */
export const handler = securedRoute(admin.setUserRole, async ({ caller, params, body }) => {
  if (params.id === caller.user._id && body.role === 'adminUser' && !body.value) throw forbidden(messages.ownAdminFlag);
  if (params.id === caller.user._id && body.role === 'disabled' && body.value) throw forbidden(messages.ownDisabled);
  try {
    return { error: false as const, user: toRow(await setRole(params.id, body.role, body.value)) };
  } catch (e) {
    if (isConditionFailure(e)) throw notFound(messages.userNotFound);
    throw e;
  }
});
