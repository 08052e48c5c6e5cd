import { route } from '../../route-def.ts';
import * as brandMessages from '../../messages/client/brands.ts';
import {
  brandAnswerSchema,
  brandBodySchema,
  brandListAnswerSchema,
  brandListQuerySchema,
  clientBrandParamsSchema,
  clientParamsSchema,
} from '../../schemas/client-brand.ts';

// A producer's brands (spec 2 §7: GET brands/, GET brand/{id}, POST or PUT brand/{id}), scoped to
// one client: a brand belongs to the client that made it, and only that client's members (and
// admins) read or change it (docs/client-brands.md).

/** Manage Brands: the client's brands, newest change first, paged. */
export const getClientBrands = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/brands',
  handler: 'client/brands/get-client-brands',
  access: 'clientMember',
  failure: brandMessages.failedToFetchList,
  params: clientParamsSchema,
  query: brandListQuerySchema,
  response: brandListAnswerSchema,
  needs: { table: 'read' },
});

export const getClientBrand = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/brand/{id}',
  handler: 'client/brands/get-client-brand',
  access: 'clientMember',
  params: clientBrandParamsSchema,
  response: brandAnswerSchema,
  needs: { table: 'read' },
});

export const createBrand = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/brand',
  handler: 'client/brands/create-brand',
  access: 'clientMember',
  failure: brandMessages.failedToSave,
  params: clientParamsSchema,
  body: brandBodySchema,
  response: brandAnswerSchema,
  needs: { table: 'write' },
});

export const updateBrand = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/brand/{id}',
  handler: 'client/brands/update-brand',
  access: 'clientMember',
  failure: brandMessages.failedToSave,
  params: clientBrandParamsSchema,
  body: brandBodySchema,
  response: brandAnswerSchema,
  needs: { table: 'write' },
});
