import { route } from '../../route-def.ts';
import {
  addDistributionAnswerSchema,
  addDistributionBodySchema,
  clientParamsSchema,
  dispensaryOptionsQuerySchema,
  dispensaryOptionsSchema,
  distributionPageQuerySchema,
  distributionParamsSchema,
  distributionProductsSchema,
  distributionRequestAnswerSchema,
  distributionRequestsSchema,
  inventoryPageQuerySchema,
  inventoryStatusAnswerSchema,
  productDistributionsSchema,
  setStatusAnswerSchema,
  setStatusBodySchema,
  setStatusParamsSchema,
  withdrawRequestAnswerSchema,
} from '../../schemas/distribution.ts';
import {
  bulkKioskAnswerSchema,
  bulkKioskBodySchema,
  storeKioskAnswerSchema,
  storeKioskBodySchema,
} from '../../schemas/kiosk-inventory.ts';

// The business client area (spec 2): calls scoped to one client, whose id is in the path; the
// caller must belong to it (admins pass too).

/** The product page's dispensary tool (spec 1): the dispensary asks to carry a product. */
export const requestDistribution = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/product/{id}/distribution',
  handler: 'client/distributions/request-distribution',
  access: 'clientMember',
  params: distributionParamsSchema,
  response: distributionRequestAnswerSchema,
  needs: { table: 'write' },
});

/** The producer's choice of dispensaries (spec 2 §7 `dispensaries`: id, name, UBI and licence), by name. */
export const listDispensaries = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/dispensaries',
  handler: 'client/distributions/list-dispensaries',
  access: 'clientMember',
  params: clientParamsSchema,
  query: dispensaryOptionsQuerySchema,
  response: dispensaryOptionsSchema,
  needs: { table: 'read' },
});

/** A product's distribution list, newest change first: for its producer (and admins). */
export const getProductDistributions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/product/{id}/distribution',
  handler: 'client/distributions/get-product-distributions',
  access: 'clientMember',
  params: distributionParamsSchema,
  query: distributionPageQuerySchema,
  response: productDistributionsSchema,
  needs: { table: 'read' },
});

/** The producer adds a dispensary to an active product (spec 2 product form, 'Select a dispensary!'). */
export const addProductDistribution = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/product/{id}/distribution',
  handler: 'client/distributions/add-product-distribution',
  access: 'clientMember',
  params: distributionParamsSchema,
  body: addDistributionBodySchema,
  response: addDistributionAnswerSchema,
  needs: { table: 'write' },
});

/**
 * Approve, Reject, Remove (spec 2 §4): the spec's `GET …/setstatus/{status}` changes state, so it
 * is a POST here, with the dispensary in the body (docs/distribution.md).
 */
export const setDistributionStatus = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/product/{id}/distribution/setstatus/{status}',
  handler: 'client/distributions/set-distribution-status',
  access: 'clientMember',
  params: setStatusParamsSchema,
  body: setStatusBodySchema,
  response: setStatusAnswerSchema,
  needs: { table: 'write' },
});

/** The producer's approval list: dispensary requests still pending, newest first. */
export const getDistributionRequests = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/distributions/requests',
  handler: 'client/distributions/get-distribution-requests',
  access: 'clientMember',
  params: clientParamsSchema,
  query: distributionPageQuerySchema,
  response: distributionRequestsSchema,
  needs: { table: 'read' },
});

/** A dispensary's distributions in every status, newest change first (spec 2 §7 `distributions/products`). */
export const getDistributionProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/distributions/products',
  handler: 'client/distributions/get-distribution-products',
  access: 'clientMember',
  params: clientParamsSchema,
  query: distributionPageQuerySchema,
  response: distributionProductsSchema,
  needs: { table: 'read' },
});

/**
 * The products a dispensary carries: its approved distributions, newest first (the kiosk
 * inventory); with `search`, those whose product name, brand or strain holds it.
 */
export const getApprovedDistributionProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/distributions/products/approved',
  handler: 'client/distributions/get-approved-distribution-products',
  access: 'clientMember',
  params: clientParamsSchema,
  query: inventoryPageQuerySchema,
  response: distributionProductsSchema,
  needs: { table: 'read' },
});

/** The producers' offers waiting for the store's answer, newest first. */
export const getOfferedDistributionProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/distributions/products/offered',
  handler: 'client/distributions/get-offered-distribution-products',
  access: 'clientMember',
  params: clientParamsSchema,
  query: distributionPageQuerySchema,
  response: distributionProductsSchema,
  needs: { table: 'read' },
});

/** The store's own requests still waiting for their producers' answer, newest first. */
export const getRequestedDistributionProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/distributions/products/requested',
  handler: 'client/distributions/get-requested-distribution-products',
  access: 'clientMember',
  params: clientParamsSchema,
  query: distributionPageQuerySchema,
  response: distributionProductsSchema,
  needs: { table: 'read' },
});

/**
 * The store takes back a request its producer has not answered: the entry is removed, so the
 * producer's lists no longer show it and the store may ask again later (docs/distribution.md).
 */
export const withdrawDistributionRequest = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/client/{clientId}/distributions/products/{id}/request',
  handler: 'client/distributions/withdraw-distribution-request',
  access: 'clientMember',
  params: distributionParamsSchema,
  response: withdrawRequestAnswerSchema,
  needs: { table: 'write' },
});

/** The store answers for its own shelves: accept an offer, or decline, withdraw or drop (docs/distribution.md). */
export const setInventoryStatus = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/distributions/products/{id}/setstatus/{status}',
  handler: 'client/distributions/set-inventory-status',
  access: 'clientMember',
  params: setStatusParamsSchema,
  response: inventoryStatusAnswerSchema,
  needs: { table: 'write' },
});

/**
 * The store's kiosk fields of a product it carries (price, size, stock, hidden, featured, its
 * note), replaced as a whole; the kiosk's key pairs then show the product changed (docs/kiosk.md).
 */
export const setInventoryKiosk = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/distributions/products/{id}/kiosk',
  handler: 'client/distributions/set-inventory-kiosk',
  access: 'clientMember',
  params: distributionParamsSchema,
  body: storeKioskBodySchema,
  response: storeKioskAnswerSchema,
  needs: { table: 'write' },
});

/** One change to the kiosk fields of up to 100 products it carries (the Kiosk Inventory's bulk edit), each saved on its own. */
export const bulkSetInventoryKiosk = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/distributions/products/kiosk',
  handler: 'client/distributions/bulk-set-inventory-kiosk',
  access: 'clientMember',
  params: clientParamsSchema,
  body: bulkKioskBodySchema,
  response: bulkKioskAnswerSchema,
  needs: { table: 'write' },
});
