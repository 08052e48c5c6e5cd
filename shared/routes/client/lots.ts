import { route } from '../../route-def.ts';
import * as lotMessages from '../../messages/client/lots.ts';
import * as productMessages from '../../messages/client/products.ts';
import {
  clientLotParamsSchema,
  clientParamsSchema,
  lotAnswerSchema,
  lotBodySchema,
  lotListQuerySchema,
  lotPageSchema,
  productLotsQuerySchema,
} from '../../schemas/client-lots.ts';

// A business client's lots (spec 2 §7 `lot/{id}`, `lots`, `product/{id}/lots`): Parent/Test Lots,
// Manage Shipments and the product form's latest-lot choice. Every call is about the client of the
// path, whose member the caller is (or an admin); a lot of another client is not found.

export const createLot = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/lot',
  handler: 'client/lots/create-lot',
  access: 'clientMember',
  failure: lotMessages.failedToSave,
  params: clientParamsSchema,
  body: lotBodySchema,
  response: lotAnswerSchema,
  // the lot body's checks and the catalog schemas: 309.8 KB (docs/architecture.md)
  needs: { table: 'write' },
});

export const updateLot = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/lot/{id}',
  handler: 'client/lots/update-lot',
  access: 'clientMember',
  failure: lotMessages.failedToSave,
  params: clientLotParamsSchema,
  body: lotBodySchema,
  response: lotAnswerSchema,
  // 300.06 KB: the lot item now keeps a checked-out lot in its holder's pipeline partition (docs/admin-pipeline.md)
  needs: { table: 'write' },
});

/** A soft delete (docs/client-lots.md): the lot leaves the lists, its printed QR codes keep working. */
export const deleteLot = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/client/{clientId}/lot/{id}',
  handler: 'client/lots/delete-lot',
  access: 'clientMember',
  failure: productMessages.failedToDelete,
  params: clientLotParamsSchema,
  response: lotAnswerSchema,
  // the lot schemas and the form body reader: 307.4 KB (docs/architecture.md)
  needs: { table: 'write' },
});

/** Parent/Test Lots and Manage Shipments: one lot type, newest change first, a page at a time. */
export const getClientLots = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/lots',
  handler: 'client/lots/get-client-lots',
  access: 'clientMember',
  failure: lotMessages.failedToListLots,
  params: clientParamsSchema,
  query: lotListQuerySchema,
  response: lotPageSchema,
  needs: { table: 'read' },
});

/** A product's lots of every type, newest change first. */
export const getProductLots = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/product/{id}/lots',
  handler: 'client/lots/get-product-lots',
  access: 'clientMember',
  failure: lotMessages.failedToListProductLots,
  params: clientLotParamsSchema,
  query: productLotsQuerySchema,
  response: lotPageSchema,
  // the lot schemas and the form body reader: 307.5 KB (docs/architecture.md)
  needs: { table: 'read' },
});
