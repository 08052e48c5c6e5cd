import { route } from '../../route-def.ts';
import {
  adminProductsQuerySchema,
  adminProductsSchema,
  setProductOwnerAnswerSchema,
  setProductOwnerBodySchema,
  setProductOwnerParamsSchema,
  productTransferAnswerSchema,
  productTransferParamsSchema,
  productTransfersQuerySchema,
  productTransfersSchema,
  transferProductsBodySchema,
} from '../../schemas/admin-products.ts';
import { QUEUES } from '#shared/queues';

// The admin product table (spec 3 §2 /admin/products): admins only, on the server.

/** The spec's getProducts: every product, newest change first, or one owner's. */
export const adminGetProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/getProducts',
  handler: 'admin/products/get-products',
  access: 'admin',
  query: adminProductsQuerySchema,
  response: adminProductsSchema,
  needs: { table: 'read' },
});

/** The spec's setProductOwner: moves one product to another producer, over the version the admin saw. */
export const setProductOwner = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/setProductOwner/{productId}',
  handler: 'admin/products/set-product-owner',
  access: 'admin',
  params: setProductOwnerParamsSchema,
  body: setProductOwnerBodySchema,
  response: setProductOwnerAnswerSchema,
  needs: { table: 'write' },
});

/** The spec's transferEntityProducts: starts moving every product of one producer company to another, in the background. */
export const transferEntityProducts = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/transferEntityProducts',
  handler: 'admin/products/transfer-entity-products',
  access: 'admin',
  body: transferProductsBodySchema,
  response: productTransferAnswerSchema,
  // the SQS client that starts the job: 307.8 KB
  needs: { table: 'write', queues: [QUEUES.productTransfers] },
});

/** One transfer's progress (the panel polls it). */
export const getProductTransfer = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/productTransfers/{id}',
  handler: 'admin/products/get-product-transfer',
  access: 'admin',
  params: productTransferParamsSchema,
  response: productTransferAnswerSchema,
  needs: { table: 'read' },
});

/** The transfers, newest first (a running one is found again after a reload). */
export const listProductTransfers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/productTransfers',
  handler: 'admin/products/list-product-transfers',
  access: 'admin',
  query: productTransfersQuerySchema,
  response: productTransfersSchema,
  needs: { table: 'read' },
});
