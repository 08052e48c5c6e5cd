import * as loyaltyOffers from '#shared/routes/client/loyalty-offers';
import { listOffers } from '#lib/loyalty/store/offers';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** `GET points/offers/expired` (spec 3 §7): the company's expired offers, newest change first, paged. */
export const handler = securedRoute(loyaltyOffers.listExpiredPointsOffers, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  return listOffers(params.clientId, 'expired', query.limit, query.cursor);
});
