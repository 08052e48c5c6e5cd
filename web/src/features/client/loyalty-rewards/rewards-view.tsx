import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import './loyalty-rewards.css';
import { clientQuery } from '#web/lib/client.ts';
import { CounterRedeem } from './counter-redeem.tsx';
import { RedemptionsList } from './redemptions-list.tsx';
import { RewardsList } from './rewards-list.tsx';

/**
 * The loyalty page's rewards view (docs/client-loyalty-rewards.md): the store's rewards, defined and
 * edited here; redeeming for a member at the counter by phone; and the redemptions, each reversible
 * with a reason.
 */
export function RewardsView({ clientId }: { clientId: string }) {
  const company = useQuery(clientQuery(clientId));
  return (
    <Stack gap="xl">
      <RewardsList clientId={clientId} dispensary={company.data?.type === 'dispensary'} />
      <CounterRedeem clientId={clientId} />
      <RedemptionsList clientId={clientId} />
    </Stack>
  );
}
