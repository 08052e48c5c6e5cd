import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { memberPhoneParamsSchema } from '../../schemas/loyalty-member.ts';
import {
  memberRewardsAnswerSchema,
  redeemAnswerSchema,
  redeemBodySchema,
  redemptionsAnswerSchema,
  redemptionsQuerySchema,
  reverseAnswerSchema,
  reverseBodySchema,
  reverseParamsSchema,
  rewardAnswerSchema,
  rewardBodySchema,
  rewardParamsSchema,
  rewardsAnswerSchema,
  rewardsQuerySchema,
} from '../../schemas/loyalty-rewards.ts';
import { QUEUES } from '#shared/queues';

// Loyalty rewards (docs/client-loyalty-rewards.md), for a company with loyalty enabled: its staff
// define rewards and reverse redemptions; a member redeems at the store's locked kiosk after
// checking in, or at the counter through its staff.

// the calls that read a member's phone carry the US phone check, as the check-in calls do
// (docs/client-loyalty-members.md, Bundles)
const MEMBER_BUNDLE_KB = 370;

/** The company's rewards, newest first, a page at a time. */
export const listRewards = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/rewards',
  handler: 'client/loyalty-rewards/list-rewards',
  access: 'clientMember',
  params: clientParamsSchema,
  query: rewardsQuerySchema,
  response: rewardsAnswerSchema,
  needs: { table: 'read' },
});

/** Defines a reward: name, points cost, optional product or category, image and days. */
export const createReward = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/loyalty/rewards',
  handler: 'client/loyalty-rewards/create-reward',
  access: 'clientMember',
  params: clientParamsSchema,
  body: rewardBodySchema,
  response: rewardAnswerSchema,
  needs: { table: 'write' },
});

/** Replaces a reward's fields with the ones sent. */
export const updateReward = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/loyalty/rewards/{rewardId}',
  handler: 'client/loyalty-rewards/update-reward',
  access: 'clientMember',
  params: rewardParamsSchema,
  body: rewardBodySchema,
  response: rewardAnswerSchema,
  needs: { table: 'write' },
});

/** A member's balance and the rewards running now, cheapest first: what the kiosk and the counter offer. */
export const memberRewards = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/user/rewards/phone/{phone}',
  handler: 'client/loyalty-rewards/member-rewards',
  access: 'clientKiosk',
  params: memberPhoneParamsSchema,
  response: memberRewardsAnswerSchema,
  needs: { table: 'read', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** Redeems a reward for a member: one ledger entry, once per key, refused when the balance is short. */
export const redeemReward = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/user/redeem/phone/{phone}',
  handler: 'client/loyalty-rewards/redeem-reward',
  access: 'clientKiosk',
  params: memberPhoneParamsSchema,
  body: redeemBodySchema,
  response: redeemAnswerSchema,
  // the member's confirmation text is queued to loyalty-sends: the SQS client beside the phone check, 360 KB
  needs: { table: 'write', queues: [QUEUES.loyaltySends], profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** Staff reverse a redemption with a reason: one reversing ledger entry, once. */
export const reverseRedemption = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/user/reverse/phone/{phone}/{redemptionId}',
  handler: 'client/loyalty-rewards/reverse-redemption',
  access: 'clientMember',
  params: reverseParamsSchema,
  body: reverseBodySchema,
  response: reverseAnswerSchema,
  needs: { table: 'write', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** The company's redemptions, newest first, a page at a time. */
export const listRedemptions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/redemptions',
  handler: 'client/loyalty-rewards/list-redemptions',
  access: 'clientMember',
  params: clientParamsSchema,
  query: redemptionsQuerySchema,
  response: redemptionsAnswerSchema,
  needs: { table: 'read' },
});
