import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { getSignupCategories, putSignupCategories } from '#lib/loyalty/store/signup-categories';
import { loyaltyClient } from '#lib/loyalty/members';
import { assertUploadedBy } from '#lib/uploads/store/linked';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Saves the signup categories (spec 3 §3: title, text, image). An image is a confirmed upload of
 * the client (purpose `client`); one the categories already showed may stay.
 */
export const handler = securedRoute(loyaltyMembers.saveSignupCategories, async ({ params, body }) => {
  const client = await loyaltyClient(params.clientId);
  const before = await getSignupCategories(client._id);
  await assertUploadedBy(
    client._id,
    body.categories.map((c) => c.image),
    before.map((c) => c.image),
  );
  await putSignupCategories(client._id, body.categories);
  return { error: false as const, categories: body.categories };
});
