import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { coaUsageAnswerSchema, premiumAnswerSchema, premiumBodySchema } from '../../schemas/coa-service.ts';

// The COA Data Entry Service (spec 2 §2, docs/client-coa-service.md): calls scoped to one client;
// the caller must belong to it (admins pass too).

/** Sends a batch of uploaded COA PDFs to the data-entry staff: a pending lot and a draft result each. */
export const sendPremiumCoas = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/testResult/premium',
  handler: 'client/coa-service/send-premium-coas',
  access: 'clientMember',
  params: clientParamsSchema,
  body: premiumBodySchema,
  response: premiumAnswerSchema,
  // 299 KB with the lot and upload schemas and checks it writes through; the shared schemas still grow
  needs: { table: 'write' },
});

/** Whether the service is on for the company, its monthly limit and this month's use. */
export const getCoaUsage = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/testResult/premium/usage',
  handler: 'client/coa-service/get-coa-usage',
  access: 'clientMember',
  params: clientParamsSchema,
  response: coaUsageAnswerSchema,
  needs: { table: 'read' },
});
