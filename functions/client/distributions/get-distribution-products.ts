import * as client from '#shared/routes/client/distributions';
import { dispensaryProducts } from '#lib/distributions/view';
import { securedRoute } from '#lib/runtime/secured-route';

/** A dispensary's distributions in every status, newest change first (spec 2 §7 distributions/products). */
export const handler = securedRoute(client.getDistributionProducts, async ({ params, query }) =>
  dispensaryProducts(params.clientId, undefined, query.limit, query.cursor),
);
