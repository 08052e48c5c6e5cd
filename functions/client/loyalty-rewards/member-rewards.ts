import * as memberMessages from '#shared/messages/client/loyalty-members';
import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { rewardRunning } from '#shared/schemas/loyalty-rewards';
import { getMember } from '#lib/loyalty/store/members';
import { balanceOf } from '#lib/loyalty/store/points';
import { allRewards } from '#lib/loyalty/store/rewards';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * What a member's points buy: their balance (read consistently, so a redemption just made shows)
 * and the rewards running now, cheapest first. The kiosk shows it after a check-in; staff at the
 * counter after looking the phone up.
 */
export const handler = securedRoute(loyaltyRewards.memberRewards, async ({ params }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  if (!(await getMember(client._id, phone))) throw notFound(memberMessages.notMember);
  const now = new Date();
  const [balance, rewards] = await Promise.all([balanceOf(client._id, phone, true), allRewards(client._id)]);
  const running = rewards
    .filter((r) => rewardRunning(r, now))
    .sort((a, b) => a.pointsCost - b.pointsCost || a.name.localeCompare(b.name));
  return { error: false as const, phone, balance, rewards: running };
});
