import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { REWARDS_PAGE_SIZE, type RewardBody } from '#shared/schemas/loyalty-rewards';
import { call } from '#web/api/client.ts';

// The rewards view's calls (docs/client-loyalty-rewards.md): the store's rewards and redemptions a
// page at a time, a reward saved, a member looked up and redeemed for at the counter, a
// redemption reversed.

const REWARDS_KEY = 'loyalty-rewards';

export const rewardsQuery = (clientId: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: [REWARDS_KEY, clientId, 'rewards', cursor ?? ''],
    queryFn: ({ signal }) =>
      call('listRewards', { params: { clientId }, query: { limit: REWARDS_PAGE_SIZE, cursor } }, signal),
  });

export const redemptionsQuery = (clientId: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: [REWARDS_KEY, clientId, 'redemptions', cursor ?? ''],
    queryFn: ({ signal }) => call('listRedemptions', { params: { clientId }, query: { cursor } }, signal),
  });

/** A member's balance and what it buys now; `phone` is the 10 digits typed. */
export const memberRewardsQuery = (clientId: string, phone: string) =>
  queryOptions({
    queryKey: [REWARDS_KEY, clientId, 'member', phone],
    queryFn: ({ signal }) => call('memberRewards', { params: { clientId, phone } }, signal),
    retry: false,
  });

/** Defines a reward, or replaces one's fields; the lists are read again. */
export async function saveReward(queries: QueryClient, clientId: string, body: RewardBody, rewardId?: string) {
  const r = rewardId
    ? await call('updateReward', { params: { clientId, rewardId }, body })
    : await call('createReward', { params: { clientId }, body });
  await queries.invalidateQueries({ queryKey: [REWARDS_KEY, clientId] });
  return r.reward;
}

/** Redeems a reward for a member at the counter, under the key the press made. */
export async function redeemAtCounter(
  queries: QueryClient,
  clientId: string,
  phone: string,
  body: { rewardId: string; key: string },
) {
  const r = await call('redeemReward', { params: { clientId, phone }, body });
  await queries.invalidateQueries({ queryKey: [REWARDS_KEY, clientId] });
  return r;
}

/** Reverses a redemption with the reason staff gave. */
export async function reverseRedemption(
  queries: QueryClient,
  clientId: string,
  redemption: { _id: string; phone: string },
  reason: string,
) {
  const r = await call('reverseRedemption', {
    params: { clientId, phone: redemption.phone.slice(2), redemptionId: redemption._id },
    body: { reason },
  });
  await queries.invalidateQueries({ queryKey: [REWARDS_KEY, clientId] });
  return r;
}

/** The products a reward may name: those a store carries (its approved distributions), the newest hundred. */
export const carriedProductsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [REWARDS_KEY, clientId, 'products'],
    queryFn: async ({ signal }) =>
      (
        await call('getApprovedDistributionProducts', { params: { clientId }, query: { limit: 100 } }, signal)
      ).products.map(({ product }) => ({ value: product._id, label: `${product.name} · ${product.brand.name}` })),
    staleTime: 60_000,
  });
