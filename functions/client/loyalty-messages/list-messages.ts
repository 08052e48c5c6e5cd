import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { listMessages } from '#lib/loyalty/messages';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** `GET messages` (spec 3 §7): the company's messages, newest first, paged, each with its delivery counts. */
export const handler = securedRoute(loyaltyMessages.listLoyaltyMessages, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  return listMessages(params.clientId, query.limit, query.cursor);
});
