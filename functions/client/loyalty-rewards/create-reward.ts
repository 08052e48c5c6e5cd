import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { createReward } from '#lib/loyalty/store/rewards';
import { checkedReward } from '#lib/loyalty/rewards';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** Defines a reward of the company's programme; a field it breaks is answered 400 and nothing is written. */
export const handler = securedRoute(loyaltyRewards.createReward, async ({ params, body, caller }) => {
  const company = await loyaltyCompany(params.clientId);
  const now = new Date();
  const reward = await checkedReward(
    company,
    body,
    { _id: newId(now.getTime()), createdBy: caller.user._id, createdAt: now.toISOString() },
    now,
  );
  await createReward(reward);
  return { error: false as const, reward };
});
