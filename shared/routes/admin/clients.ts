import { route } from '../../route-def.ts';
import {
  adminRowAnswerSchema,
  createEntityBodySchema,
  entitiesAnswerSchema,
  entitiesQuerySchema,
  entityParamsSchema,
  messagingBodySchema,
  setClientAdminBodySchema,
  updateEntityBodySchema,
} from '../../schemas/admin-clients.ts';

// The admin clients pages (spec 3 §2 /admin/addclient and /admin/clients, §7; docs/admin-clients.md).
// Admins only: the route stack refuses everyone else with 401/403 before reading the request.

/** POST entity: creates a company; the page then goes to the clients list. */
export const createEntity = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/entity',
  handler: 'admin/clients/create-entity',
  access: 'admin',
  body: createEntityBodySchema,
  response: adminRowAnswerSchema,
  needs: { table: 'write' },
});

/** entitys: the clients list, last changed first, filtered by part of the name. */
export const listEntities = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/entitys',
  handler: 'admin/clients/list-entities',
  access: 'admin',
  query: entitiesQuerySchema,
  response: entitiesAnswerSchema,
  needs: { table: 'read' },
});

/** PUT entity/{id}: a row's COA limit and premium level (premiumEnabled follows the level). */
export const updateEntitySettings = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/entity/{id}',
  handler: 'admin/clients/update-entity-settings',
  access: 'admin',
  params: entityParamsSchema,
  body: updateEntityBodySchema,
  response: adminRowAnswerSchema,
  needs: { table: 'write' },
});

/** setClientAdmin: the company's admin user, who becomes its member if they belong to none. */
export const setClientAdmin = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/setClientAdmin',
  handler: 'admin/clients/set-client-admin',
  access: 'admin',
  body: setClientAdminBodySchema,
  response: adminRowAnswerSchema,
  needs: { table: 'write' },
});

/** The messaging settings: loyaltyEnabled and the provider's credentials, kept in Secrets Manager. */
export const setEntityMessaging = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/entity/{id}/messaging',
  handler: 'admin/clients/set-entity-messaging',
  access: 'admin',
  params: entityParamsSchema,
  body: messagingBodySchema,
  response: adminRowAnswerSchema,
  // the Secrets Manager client: 305 KB (docs/admin-clients.md)
  needs: { table: 'write', messagingSecrets: true },
});
