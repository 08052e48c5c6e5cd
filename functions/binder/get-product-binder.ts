import * as binder from '#shared/routes/binder';
import { binderView } from '#lib/binder/view';
import { listProductBinder } from '#lib/binder/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** user/product/{id}/binder (spec 1): the caller's items for one product (the product page's Rate & Save). */
export const handler = securedRoute(binder.getProductBinder, async ({ caller, params }) =>
  binderView(await listProductBinder(caller.user._id, params.id)),
);
