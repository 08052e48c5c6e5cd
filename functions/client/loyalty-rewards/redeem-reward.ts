import * as memberMessages from '#shared/messages/client/loyalty-members';
import * as messages from '#shared/messages/client/loyalty-rewards';
import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { rewardRunning, type Redemption } from '#shared/schemas/loyalty-rewards';
import type { Client } from '#shared/schemas/catalog';
import { getMember } from '#lib/loyalty/store/members';
import { balanceOf } from '#lib/loyalty/store/points';
import { getRedemption, redeem } from '#lib/loyalty/store/redemptions';
import { getReward } from '#lib/loyalty/store/rewards';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { textMember } from '#lib/loyalty/member-text';
import { redemptionId } from '#lib/loyalty/rewards';
import { logger } from '#lib/base/logger';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The member's confirmation, through the send path (consent at the moment of the text, quiet
 * hours, the cap). Queued again when a repeated key comes (the first call may have died before it
 * queued): the send path texts a member once per message. A queue that refuses costs the text, not
 * the redemption.
 */
async function confirm(client: Client, r: Redemption, balance: number) {
  await textMember({
    clientId: client._id,
    id: r._id,
    phone: r.phone,
    body: messages.redemptionText(client.name, r.rewardName, r.points, balance),
  }).catch((e: unknown) =>
    logger.warn('redemption confirmation not queued', { redemptionId: r._id, error: (e as Error).message }),
  );
}

/**
 * Redeems a reward for an active member (docs/client-loyalty-rewards.md): one transaction writes the
 * redemption, its one ledger entry and the balance taken down, on condition the balance holds the
 * cost (409 with both figures when it does not). The caller's key names the redemption: the same
 * key again answers the first redemption (`repeated`) and writes nothing.
 */
export const handler = securedRoute(loyaltyRewards.redeemReward, async ({ params, body, caller }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const id = redemptionId(client._id, phone, body.key);
  const repeated = async () => {
    const first = await getRedemption(client._id, phone, id);
    if (!first) return undefined;
    const balance = await balanceOf(client._id, phone, true);
    await confirm(client, first, balance);
    return { error: false as const, redemption: first, balance, repeated: true };
  };
  const seen = await repeated();
  if (seen) return seen;
  const member = await getMember(client._id, phone, true);
  if (!member) throw notFound(memberMessages.notMember);
  if (member.loyaltyStatus === 'pending') throw conflict(memberMessages.notConfirmed);
  if (member.loyaltyStatus === 'optedOut') throw conflict(memberMessages.optedOut);
  const reward = await getReward(client._id, body.rewardId);
  if (!reward) throw notFound(messages.rewardNotFound);
  const now = new Date();
  if (!rewardRunning(reward, now)) throw conflict(messages.rewardNotAvailable);
  const redemption: Redemption = {
    _id: id,
    clientId: client._id,
    phone,
    rewardId: reward._id,
    rewardName: reward.name,
    points: reward.pointsCost,
    at: now.toISOString(),
    channel: caller.kind === 'kiosk' ? 'kiosk' : 'counter',
    ...(caller.kind === 'user' && { by: caller.user._id }),
    status: 'redeemed',
  };
  const refused = await redeem(redemption);
  if (refused === 'short')
    throw conflict(messages.notEnoughPoints(reward.pointsCost, await balanceOf(client._id, phone, true)));
  if (refused === 'repeated') {
    // the same key, a moment ago: two taps at once
    const first = await repeated();
    if (first) return first;
  }
  const balance = await balanceOf(client._id, phone, true);
  await confirm(client, redemption, balance);
  return { error: false as const, redemption, balance, repeated: false };
});
