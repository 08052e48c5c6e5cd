import * as binder from '#shared/routes/binder';
import * as binderMessages from '#shared/messages/binder';
import { rateBinderItem } from '#lib/binder/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** rateBinderItem (spec 1): thumbs up or down on one of the caller's items. */
export const handler = securedRoute(binder.rateBinderItem, async ({ caller, body }) => {
  const item = await rateBinderItem(
    caller.user._id,
    body.product,
    body.usage,
    body.rating,
    body.note,
    new Date().toISOString(),
  );
  if (!item) throw notFound(binderMessages.binderItemNotFound);
  return { error: false as const, item };
});
