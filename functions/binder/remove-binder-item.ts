import * as binder from '#shared/routes/binder';
import { removeBinderItem } from '#lib/binder/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** removeBinderItem (spec 1): takes one of the caller's items out of the binder. */
export const handler = securedRoute(binder.removeBinderItem, async ({ caller, body }) => ({
  error: false as const,
  removed: await removeBinderItem(caller.user._id, body.product, body.usage),
}));
