import { REDEMPTIONS_PAGE_SIZE } from '#shared/schemas/loyalty-rewards';
import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { listRedemptions } from '#lib/loyalty/store/redemptions';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** The company's redemptions, newest first, a page at a time: what staff reverse from. */
export const handler = securedRoute(loyaltyRewards.listRedemptions, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  const page = await listRedemptions(params.clientId, REDEMPTIONS_PAGE_SIZE, query.cursor);
  return { error: false as const, ...page };
});
