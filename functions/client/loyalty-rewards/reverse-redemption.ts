import * as messages from '#shared/messages/client/loyalty-rewards';
import * as loyaltyRewards from '#shared/routes/client/loyalty-rewards';
import { balanceOf } from '#lib/loyalty/store/points';
import { getRedemption, reverse } from '#lib/loyalty/store/redemptions';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Staff reverse a redemption with a reason (docs/client-loyalty-rewards.md): one transaction marks
 * it reversed, writes the reversing ledger entry and gives the points back. A redemption reversed
 * already answers as it stands (`repeated`), and nothing is written again.
 */
export const handler = securedRoute(loyaltyRewards.reverseRedemption, async ({ params, body, caller }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const redemption = await getRedemption(client._id, phone, params.redemptionId);
  if (!redemption) throw notFound(messages.redemptionNotFound);
  const done = async () => {
    const now = await getRedemption(client._id, phone, params.redemptionId);
    if (!now) throw notFound(messages.redemptionNotFound);
    return now;
  };
  if (redemption.status === 'reversed')
    return { error: false as const, redemption, balance: await balanceOf(client._id, phone, true), repeated: true };
  const at = new Date().toISOString();
  const refused = await reverse(redemption, { at, userId: caller.user._id, reason: body.reason });
  const after = await done();
  return {
    error: false as const,
    redemption: after,
    balance: await balanceOf(client._id, phone, true),
    repeated: !!refused,
  };
});
