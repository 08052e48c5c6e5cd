import { route } from '../../route-def.ts';
import {
  clientBrandsParamsSchema,
  clientParamsSchema,
  keyPairsSchema,
  productTypesSchema,
  strainsSchema,
} from '../../schemas/client-products.ts';
import { parentLotOptionsSchema } from '../../schemas/printing.ts';

// The option lists of the business forms (spec 2 section 7: "option lists of id and name"). The
// dispensaries list, which also carries the licence, is with the distributions.

export const productTypeList = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/productTypeList',
  handler: 'client/options/product-type-list',
  access: 'clientMember',
  params: clientParamsSchema,
  response: productTypesSchema,
  needs: {},
});

export const strainList = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/strainList',
  handler: 'client/options/strain-list',
  access: 'clientMember',
  params: clientParamsSchema,
  response: strainsSchema,
  needs: {},
});

/** A client's brands by name; `id` is the client whose brands are listed: the path's own, or any for an admin. */
export const brandKeypairs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/client/{id}/keypairs/brands',
  handler: 'client/options/brand-keypairs',
  access: 'clientMember',
  params: clientBrandsParamsSchema,
  response: keyPairsSchema,
  needs: { table: 'read' },
});

export const labKeypairs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/client/keypairs/labs',
  handler: 'client/options/lab-keypairs',
  access: 'clientMember',
  params: clientParamsSchema,
  response: keyPairsSchema,
  needs: { table: 'read' },
});

export const producerList = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/producers',
  handler: 'client/options/producer-list',
  access: 'clientMember',
  params: clientParamsSchema,
  response: keyPairsSchema,
  needs: { table: 'read' },
});

/** Every company by name, of every type. */
export const clientList = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/clientList',
  handler: 'client/options/client-list',
  access: 'clientMember',
  params: clientParamsSchema,
  response: keyPairsSchema,
  needs: { table: 'read' },
});

/** The client's printable parent lots for the sticker picker: a lot whose result is still being entered is left out. */
export const parentLotKeypairs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/keypairs/parentLots',
  handler: 'client/options/parent-lot-keypairs',
  access: 'clientMember',
  params: clientParamsSchema,
  response: parentLotOptionsSchema,
  needs: { table: 'read' },
});
