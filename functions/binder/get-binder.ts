import * as binder from '#shared/routes/binder';
import { binderView, callerId } from '#lib/binder-view';
import { listBinder } from '#lib/db/binder';
import { securedRoute } from '#lib/secured-route';

/** getBinder (spec 1): the caller's favourites, with the products they name. */
export const handler = securedRoute(binder.getBinder, async ({ caller }) => binderView(await listBinder(callerId(caller))));
