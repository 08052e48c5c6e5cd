import { route } from '../../route-def.ts';
import {
  createPointsOfferAnswerSchema,
  createPointsOfferBodySchema,
  offerClientParamsSchema,
  offerListQuerySchema,
  pointsOfferListSchema,
  publicPointsOfferListSchema,
} from '../../schemas/points-offer.ts';

// Points offers (spec 3 §7's loyalty service, docs/client-loyalty-offers.md). The business calls
// need a member of the client whose company has loyalty enabled; the active list is public (the
// kiosk shows it).

/** `POST point/offer`: a new offer, active at once when it starts today (spec 3 §4). */
export const createPointsOffer = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/point/offer',
  handler: 'client/loyalty-offers/create-points-offer',
  access: 'clientMember',
  params: offerClientParamsSchema,
  body: createPointsOfferBodySchema,
  response: createPointsOfferAnswerSchema,
  // the offer's checks and transaction, 307.3 KB once every secured bundle looks up a locked
  // kiosk's credential (docs/architecture.md)
  needs: { table: 'write' },
});

/** `GET public/{clientId}/points/offers/active`: the offers running now, newest change first. */
export const listActivePointsOffers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/public/{clientId}/points/offers/active',
  handler: 'client/loyalty-offers/list-active-points-offers',
  access: 'public',
  params: offerClientParamsSchema,
  query: offerListQuerySchema,
  response: publicPointsOfferListSchema,
  needs: { table: 'read' },
});

/** `GET points/offers/inactive`: offers that have not started yet, newest change first. */
export const listInactivePointsOffers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/points/offers/inactive',
  handler: 'client/loyalty-offers/list-inactive-points-offers',
  access: 'clientMember',
  params: offerClientParamsSchema,
  query: offerListQuerySchema,
  response: pointsOfferListSchema,
  needs: { table: 'read' },
});

/** `GET points/offers/expired`: offers whose end has passed, newest change first. */
export const listExpiredPointsOffers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/points/offers/expired',
  handler: 'client/loyalty-offers/list-expired-points-offers',
  access: 'clientMember',
  params: offerClientParamsSchema,
  query: offerListQuerySchema,
  response: pointsOfferListSchema,
  needs: { table: 'read' },
});
