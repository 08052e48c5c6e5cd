import * as admin from '#shared/routes/admin/users';
import { countBinderItems } from '#lib/users/store/user-admin';
import { securedRoute } from '#lib/runtime/secured-route';

/** getUserBindercount: the user's binder items (one per product and usage). */
export const handler = securedRoute(admin.getUserBindercount, async ({ params }) => ({
  error: false as const,
  count: await countBinderItems(params.id),
}));
