import * as client from '#shared/routes/client/distributions';
import { dispensaryProducts } from '#lib/distributions/view';
import { securedRoute } from '#lib/runtime/secured-route';

/** What a dispensary carries: its approved distributions, newest first (the kiosk inventory). */
export const handler = securedRoute(client.getApprovedDistributionProducts, async ({ params, query }) =>
  dispensaryProducts(params.clientId, 'approved', query.limit, query.cursor),
);
