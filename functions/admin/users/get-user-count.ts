import * as admin from '#shared/routes/admin/users';
import { readUserCount } from '#lib/clients/store/counts';
import { securedRoute } from '#lib/runtime/secured-route';

/** The users table's count: one item, kept by the count-client-items stream worker, never counted per call. */
export const handler = securedRoute(admin.getUserCount, async () => ({
  error: false as const,
  count: await readUserCount(),
}));
