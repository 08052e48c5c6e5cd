import * as client from '#shared/routes/client/distributions';
import { dispensaryProducts } from '#lib/distributions/view';
import { securedRoute } from '#lib/runtime/secured-route';

/** The producers' offers waiting for the store's answer, newest first (the Kiosk Inventory page's offers). */
export const handler = securedRoute(client.getOfferedDistributionProducts, async ({ params, query }) =>
  dispensaryProducts(params.clientId, 'offered', query.limit, query.cursor),
);
