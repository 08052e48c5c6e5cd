import * as loyaltyAudiences from '#shared/routes/client/loyalty-audiences';
import { listSegments } from '#lib/loyalty/store/audiences';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** `GET loyalty/segments`: the company's saved segments, newest first, paged. */
export const handler = securedRoute(loyaltyAudiences.listLoyaltySegments, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  return listSegments(params.clientId, query.limit, query.cursor);
});
