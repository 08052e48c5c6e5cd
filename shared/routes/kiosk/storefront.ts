import { route } from '../../route-def.ts';
import * as storefrontMessages from '../../messages/kiosk/storefront.ts';
import {
  byIdQuerySchema,
  cardListSchema,
  inventoryPageSchema,
  inventoryQuerySchema,
  keyPairsSchema,
  kioskSearchAnswerSchema,
  kioskSearchBodySchema,
  storefrontParamsSchema,
  storefrontProductParamsSchema,
  storefrontSchema,
} from '../../schemas/kiosk.ts';

// The kiosk storefront's reads (spec 3, docs/kiosk.md). Public: a store's inventory is public
// information, and a locked tablet holds no session.

export const getStorefront = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/kiosk/{clientId}/storefront',
  handler: 'kiosk/get-storefront',
  access: 'public',
  params: storefrontParamsSchema,
  response: storefrontSchema,
  needs: { table: 'read' },
});

export const getKioskProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/kiosk/{clientId}/products',
  handler: 'kiosk/get-products',
  access: 'public',
  params: storefrontParamsSchema,
  query: inventoryQuerySchema,
  response: inventoryPageSchema,
  needs: { table: 'read' },
});

export const getKioskKeyPairs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/kiosk/{clientId}/keyPair',
  handler: 'kiosk/get-key-pairs',
  access: 'public',
  params: storefrontParamsSchema,
  response: keyPairsSchema,
  needs: { table: 'read' },
});

export const getKioskProductsById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/kiosk/{clientId}/products/byId',
  handler: 'kiosk/get-products-by-id',
  access: 'public',
  params: storefrontParamsSchema,
  query: byIdQuerySchema,
  response: cardListSchema,
  needs: { table: 'read' },
});

export const getSimilarAtLocation = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/kiosk/{clientId}/similar/atLocation/{id}',
  handler: 'kiosk/get-similar-at-location',
  access: 'public',
  failure: storefrontMessages.similarFailed,
  params: storefrontProductParamsSchema,
  response: cardListSchema,
  needs: { table: 'read' },
});

export const kioskSearch = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/kiosk/{clientId}/search',
  handler: 'kiosk/search',
  access: 'public',
  params: storefrontParamsSchema,
  body: kioskSearchBodySchema,
  response: kioskSearchAnswerSchema,
  needs: { table: 'read' },
});
