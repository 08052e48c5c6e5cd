import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The kiosk's rewards (docs/client-loyalty-rewards.md): what the checked-in member's points buy,
// and a redemption. The kiosk caches neither: a balance must be the one the server holds.

/** The member's balance and the rewards running now, cheapest first; `phone` is E.164. */
export const kioskRewardsQuery = (clientId: string, phone: string) =>
  queryOptions({
    queryKey: ['kiosk-rewards', clientId, phone],
    queryFn: ({ signal }) => call('memberRewards', { params: { clientId, phone: phone.slice(2) } }, signal),
    gcTime: 0,
    retry: false,
  });

/** Redeems under the key the shopper's press made (kept for a retry of the same press). */
export const redeemAtKiosk = (clientId: string, phone: string, rewardId: string, key: string) =>
  call('redeemReward', { params: { clientId, phone: phone.slice(2) }, body: { rewardId, key } });
