import * as client from '#shared/routes/client/distributions';
import { dispensaryProducts } from '#lib/distributions/view';
import { securedRoute } from '#lib/runtime/secured-route';

/** The store's requests still waiting for their producers, newest first (the Kiosk Inventory page's requests). */
export const handler = securedRoute(client.getRequestedDistributionProducts, async ({ params, query }) =>
  dispensaryProducts(params.clientId, 'pending', query.limit, query.cursor),
);
