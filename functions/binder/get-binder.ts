import * as binder from '#shared/routes/binder';
import { binderView } from '#lib/binder/view';
import { listBinderPage } from '#lib/binder/store';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * getBinder (spec 1): the caller's favourites with the products they name, a page at a time
 * (the body's cursor is the previous answer's nextCursor); a page is at most 60 items.
 */
export const handler = securedRoute(binder.getBinder, async ({ caller, body }) => {
  const page = await listBinderPage(caller.user._id, body?.cursor);
  return binderView(page.items, page.nextCursor);
});
