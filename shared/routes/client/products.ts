import { route } from '../../route-def.ts';
import * as productMessages from '../../messages/client/products.ts';
import {
  clientParamsSchema,
  clientProductParamsSchema,
  clientProductsQuerySchema,
  productAnswerSchema,
  productBodySchema,
  productCreatedSchema,
  productListSchema,
  productPageSchema,
  productsByIdBodySchema,
} from '../../schemas/client-products.ts';

// A business client's products (spec 2 sections 2 and 7): the manageProducts table, the product
// form and the bulk edit and CSV upload built on them. Every call is about the client of the path,
// whose member the caller is (or an admin); a product of another client is not found.

/** The manageProducts table: newest first, a page at a time; deleted ones too with `deleted=true`. */
export const listClientProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/products',
  handler: 'client/products/list-client-products',
  access: 'clientMember',
  failure: productMessages.failedToFetch,
  params: clientParamsSchema,
  query: clientProductsQuerySchema,
  response: productPageSchema,
  needs: { table: 'read' },
});

export const getClientProduct = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/product/getById/{id}',
  handler: 'client/products/get-client-product',
  access: 'clientMember',
  params: clientProductParamsSchema,
  response: productAnswerSchema,
  needs: { table: 'read' },
});

/** The client's products of these ids (the print queue's cards); ids of other clients are left out. */
export const getClientProductsById = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/product/getAllById',
  handler: 'client/products/get-client-products-by-id',
  access: 'clientMember',
  params: clientParamsSchema,
  body: productsByIdBodySchema,
  response: productListSchema,
  needs: { table: 'read' },
});

export const createProduct = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/product',
  handler: 'client/products/create-product',
  access: 'clientMember',
  failure: productMessages.failedToSave,
  params: clientParamsSchema,
  body: productBodySchema,
  response: productCreatedSchema,
  needs: { table: 'write' },
});

export const updateProduct = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/product/{id}',
  handler: 'client/products/update-product',
  access: 'clientMember',
  failure: productMessages.failedToSave,
  params: clientProductParamsSchema,
  body: productBodySchema,
  response: productAnswerSchema,
  needs: { table: 'write' },
});

/** A soft delete (spec 2 section 4): the product stays, inactive and unavailable, for history. */
export const deleteProduct = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/client/{clientId}/product/{id}',
  handler: 'client/products/delete-product',
  access: 'clientMember',
  failure: productMessages.failedToDelete,
  params: clientProductParamsSchema,
  response: productAnswerSchema,
  needs: { table: 'write' },
});
