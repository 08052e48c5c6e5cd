import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  approveProRequestBodySchema,
  clientProRequestsSchema,
  declineProRequestBodySchema,
  proRequestParamsSchema,
  proRequestAnswerSchema,
  proRequestBodySchema,
  proRequestsAnswerSchema,
  proRequestsQuerySchema,
} from '../../schemas/pro.ts';

// Get More with Pro (spec 2 §9, docs/client-pro.md): a company asks for a plan; admins see the
// requests. Nothing is charged: an admin follows up and sets the company's level by hand.

/** The call to action: records (or renews) the company's request for one plan. */
export const requestPro = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/pro/request',
  handler: 'client/pro/request-pro',
  access: 'clientMember',
  params: clientParamsSchema,
  body: proRequestBodySchema,
  response: proRequestAnswerSchema,
  needs: { table: 'write' },
});

/** The company's own requests, so the page can say what was asked already. */
export const getClientProRequests = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/pro/requests',
  handler: 'client/pro/get-client-pro-requests',
  access: 'clientMember',
  params: clientParamsSchema,
  response: clientProRequestsSchema,
  needs: { table: 'read' },
});

/** Every company's requests, newest first, paged: for the admin clients page. */
export const listProRequests = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/proRequests',
  handler: 'client/pro/list-pro-requests',
  access: 'admin',
  query: proRequestsQuerySchema,
  response: proRequestsAnswerSchema,
  needs: { table: 'read' },
});

/** An admin approves a request: the company gets the plan's settings and the request says so, in one transaction. */
export const approveProRequest = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/proRequests/{clientId}/{plan}/approve',
  handler: 'client/pro/approve-pro-request',
  access: 'admin',
  params: proRequestParamsSchema,
  body: approveProRequestBodySchema,
  response: proRequestAnswerSchema,
  needs: { table: 'write' },
});

/** An admin declines a request, with a reason the company reads if one is given. */
export const declineProRequest = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/proRequests/{clientId}/{plan}/decline',
  handler: 'client/pro/decline-pro-request',
  access: 'admin',
  params: proRequestParamsSchema,
  body: declineProRequestBodySchema,
  response: proRequestAnswerSchema,
  needs: { table: 'write' },
});
