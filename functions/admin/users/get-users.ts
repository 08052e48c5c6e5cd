import * as admin from '#shared/routes/admin/users';
import { listUsersPage, toRow } from '#lib/users/store/user-admin';
import { securedRoute } from '#lib/runtime/secured-route';

/** getUsers: a page of the users table, newest account first (admin tables default to 10 rows). */
export const handler = securedRoute(admin.getUsers, async ({ query }) => {
  const page = await listUsersPage(Number(query.limit ?? 10), query.cursor);
  return { error: false as const, users: page.users.map(toRow), nextCursor: page.nextCursor };
});
