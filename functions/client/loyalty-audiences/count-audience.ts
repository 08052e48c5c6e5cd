import * as loyaltyAudiences from '#shared/routes/client/loyalty-audiences';
import { segmentProblem } from '#shared/schemas/loyalty-audience';
import { countAudience } from '#lib/loyalty/audience';
import { withWarning } from '#lib/loyalty/compliance';
import { loyaltyConfigSchema } from '#shared/schemas/loyalty-message';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { badRequest } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * `POST loyalty/audience`: who a message to this segment would reach at its send time (now when
 * absent), after consent and opt-outs, how many wait for quiet hours, and what the texts cost
 * against the plan's month; with the body, the text as it will arrive (the warning the send path
 * appends). The fan-out applies the same rule (#lib/loyalty/audience).
 */
export const handler = securedRoute(loyaltyAudiences.countLoyaltyAudience, async ({ params, body }) => {
  const company = await loyaltyCompany(params.clientId);
  const problem = segmentProblem(body.segment);
  if (problem) throw badRequest(problem);
  const now = new Date();
  const at = body.sendDateTime && new Date(body.sendDateTime) > now ? new Date(body.sendDateTime) : now;
  const audience = await countAudience(company, body.segment, at);
  if (body.messageBody === undefined) return audience;
  const config = loyaltyConfigSchema.safeParse((company as { loyaltyConfig?: unknown }).loyaltyConfig);
  return { ...audience, text: withWarning(body.messageBody, config.success ? config.data : {}) };
});
