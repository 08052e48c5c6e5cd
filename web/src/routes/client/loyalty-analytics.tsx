import { Stack, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import * as messages from '#shared/messages/client/loyalty-members';
import { environment } from '#web/app/environment.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { ActivityCharts } from '#web/features/client/loyalty-activity/activity-charts.tsx';
import { LoyaltyFigures } from '#web/features/client/loyalty-analytics/loyalty-figures.tsx';
import { ProSignup } from '#web/features/client/pro/pro-signup.tsx';
import { clientQuery } from '#web/lib/client.ts';

/**
 * /client/{clientId}/loyalty/analytics (spec 3 §2): the figures per week or month and the daily
 * charts for a Pro company running loyalty, and the same Get More with Pro page as premium/signup for everyone else.
 */
export function Component() {
  const { clientId = '' } = useParams();
  const company = useQuery(clientQuery(clientId));
  return (
    <QueryState query={company} what="company">
      {(c) =>
        c.premiumEnabled && c.loyaltyEnabled ? (
          <Stack gap="lg">
            <Title order={1}>{messages.analyticsTitle}</Title>
            <LoyaltyFigures clientId={clientId} store={c.name} />
            <ActivityCharts clientId={clientId} />
          </Stack>
        ) : (
          <ProSignup clientId={clientId} supportEmail={environment.supportEmail} />
        )
      }
    </QueryState>
  );
}
