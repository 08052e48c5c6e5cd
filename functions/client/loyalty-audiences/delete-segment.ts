import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as loyaltyAudiences from '#shared/routes/client/loyalty-audiences';
import { deleteSegment } from '#lib/loyalty/store/audiences';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** `DELETE loyalty/segments/{segmentId}`: removes a saved segment and frees its name. */
export const handler = securedRoute(loyaltyAudiences.deleteLoyaltySegment, async ({ params }) => {
  await loyaltyCompany(params.clientId);
  if (!(await deleteSegment(params.clientId, params.segmentId))) throw notFound(audienceMessages.segmentNotFound);
  return { error: false as const };
});
