import { route } from '../../route-def.ts';
import { distributionParamsSchema, distributionRequestAnswerSchema } from '../../schemas/distribution.ts';

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
