import * as loyaltyOffers from '#shared/routes/client/loyalty-offers';
import type { PointsOffer, PublicPointsOffer } from '#shared/schemas/points-offer';
import { getClient } from '#lib/clients/store';
import { listOffers } from '#lib/loyalty/store/offers';
import { httpRoute } from '#lib/runtime/http';

/**
 * What the public may see of an offer: not who made it, not how much it has given out, not the
 * private key of its message's image, not whom its text went to.
 */
const publicView = ({
  awardedPoints: _a,
  createdBy: _c,
  messageId: _m,
  createdAt: _t,
  mmsImage: _i,
  segment: _s,
  ...o
}: PointsOffer) => o satisfies PublicPointsOffer;

/**
 * `GET public/{clientId}/points/offers/active` (spec 3 §7): the offers running now, for anyone (the
 * kiosk shows them). A company without loyalty, or none at all, has no running offers to show.
 */
export const handler = httpRoute(loyaltyOffers.listActivePointsOffers, async ({ params, query }) => {
  const client = await getClient(params.clientId);
  if (!client?.loyaltyEnabled) return { offers: [], nextCursor: null };
  const page = await listOffers(params.clientId, 'active', query.limit, query.cursor);
  return { offers: page.offers.map(publicView), nextCursor: page.nextCursor };
});
