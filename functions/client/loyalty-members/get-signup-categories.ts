import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { getSignupCategories } from '#lib/loyalty/store/signup-categories';
import { loyaltyClient } from '#lib/loyalty/members';
import { securedRoute } from '#lib/runtime/secured-route';

/** The client's signup categories, in the order the kiosk shows them. */
export const handler = securedRoute(loyaltyMembers.getSignupCategories, async ({ params }) => {
  const client = await loyaltyClient(params.clientId);
  return { error: false as const, categories: await getSignupCategories(client._id) };
});
