import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { analyticsAnswerSchema, analyticsQuerySchema } from '../../schemas/loyalty-analytics.ts';

// Loyalty analytics (docs/client-loyalty-analytics.md): the figures that show a store's programme
// pays, per week or month, for a company with loyalty enabled.

/** Members, visits, points, texts and their cost, and members' kiosk orders, per week or month. */
export const loyaltyFigures = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/figures',
  handler: 'client/loyalty-analytics/loyalty-figures',
  access: 'clientMember',
  params: clientParamsSchema,
  query: analyticsQuerySchema,
  response: analyticsAnswerSchema,
  needs: { table: 'read' },
});
