import * as loyaltyOffers from '#shared/routes/client/loyalty-offers';
import { listOffers } from '#lib/loyalty/store/offers';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** `GET points/offers/inactive` (spec 3 §7): the company's inactive offers, newest change first, paged. */
export const handler = securedRoute(loyaltyOffers.listInactivePointsOffers, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  return listOffers(params.clientId, 'inactive', query.limit, query.cursor);
});
