import * as messages from '#shared/messages/client/loyalty-rewards';
import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { getReward, replaceReward } from '#lib/loyalty/store/rewards';
import { checkedReward } from '#lib/loyalty/rewards';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Replaces a reward's fields with the ones sent (a field left out is cleared). A redemption keeps
 * the name and points it was made with, so an edit changes only what comes next.
 */
export const handler = securedRoute(loyaltyRewards.updateReward, async ({ params, body }) => {
  const company = await loyaltyCompany(params.clientId);
  const before = await getReward(company._id, params.rewardId);
  if (!before) throw notFound(messages.rewardNotFound);
  const reward = await checkedReward(company, body, before, new Date());
  if (!(await replaceReward(reward, before.updatedAt))) throw conflict(messages.editedMeanwhile);
  return { error: false as const, reward };
});
