import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { listRewards } from '#lib/loyalty/store/rewards';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';

/** The company's rewards, newest first, a page at a time. */
export const handler = securedRoute(loyaltyRewards.listRewards, async ({ params, query }) => {
  await loyaltyCompany(params.clientId);
  const page = await listRewards(params.clientId, query.limit, query.cursor);
  return { error: false as const, ...page };
});
