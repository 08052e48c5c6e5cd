import * as admin from '#shared/routes/admin/users';
import { binderView } from '#lib/binder/view';
import { listBinderPage } from '#lib/binder/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** getUserBinders: the user's binder page as they see it, for an admin looking into an account. */
export const handler = securedRoute(admin.getUserBinders, async ({ params, query }) => {
  const page = await listBinderPage(params.id, query.cursor);
  return binderView(page.items, page.nextCursor);
});
