import { Code, Stack, Tabs, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'wouter';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import { GoProPrompt } from '#web/components/go-pro-prompt.tsx';
import { LoyaltyErrorReporter, type LoyaltyDataError } from '#web/components/loyalty/loyalty-data.tsx';
import { ActivityCharts } from '#web/features/client/loyalty-activity/activity-charts.tsx';
import { MembersTable } from '#web/features/client/loyalty-members/members-table.tsx';
import { CreateMessage } from '#web/features/client/loyalty-messages/create-message.tsx';
import { MessagesHistory } from '#web/features/client/loyalty-messages/messages-history.tsx';
import { CreateOfferForm } from '#web/features/client/loyalty-offers/create-offer-form.tsx';
import { OffersView } from '#web/features/client/loyalty-offers/offers-view.tsx';
import { RewardsView } from '#web/features/client/loyalty-rewards/rewards-view.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { clientQuery } from '#web/lib/client.ts';

/** One toolbar view: its address (`?view=`), its label, and what it shows; without `render`, not available yet. */
interface LoyaltyView {
  id: string;
  label: string;
  render?: (clientId: string, go: (view: string) => void) => ReactNode;
}

// The toolbar, in the spec's order (spec 3 §2): points offers, create points offer, messages
// history, create message, rewards (which the spec left unimplemented; built since). Each loyalty feature adds its views on its own lines below its
// comment; a page never imports one feature into another (docs/client-loyalty.md).
const VIEWS: LoyaltyView[] = [
  // points offers views (web/src/features/loyalty-offers)
  { id: 'points-offers', label: 'Points offers', render: (clientId) => <OffersView clientId={clientId} /> },
  {
    id: 'create-points-offer',
    label: 'Create points offer',
    render: (clientId, go) => <CreateOfferForm clientId={clientId} onCreated={() => go('points-offers')} />,
  },
  // messages views (web/src/features/loyalty-messages)
  { id: 'messages-history', label: 'Messages history', render: (clientId) => <MessagesHistory clientId={clientId} /> },
  {
    id: 'create-message',
    label: 'Create message',
    render: (clientId, go) => <CreateMessage clientId={clientId} onSent={() => go('messages-history')} />,
  },
  // rewards views (web/src/features/loyalty-rewards)
  { id: 'rewards', label: 'Rewards', render: (clientId) => <RewardsView clientId={clientId} /> },
];

// Below the views: the members table and the charts, each from its feature, one line each.
const SECTIONS: ((clientId: string) => ReactNode)[] = [
  // members table (web/src/features/loyalty-members)
  (clientId) => <MembersTable clientId={clientId} />,
  // members over time and check-ins per day (web/src/features/loyalty-activity)
  (clientId) => <ActivityCharts clientId={clientId} />,
];

/**
 * /client/{clientId}/loyalty (spec 3 §2): the loyalty area of a company with loyaltyEnabled, and
 * the Pro Loyalty upsell otherwise. The open view is in the address (`?view=`), so it can be
 * linked to; a view still loading says 'please wait for data to load' and a failed load is printed
 * as JSON in the header.
 */
export function Component() {
  const { clientId = '' } = useParams();
  const company = useQuery(clientQuery(clientId));
  const [search, setSearch] = useSearchParams();
  const [errors, setErrors] = useState<LoyaltyDataError[]>([]);
  const report = useCallback((e: LoyaltyDataError) => setErrors((all) => [...all.slice(-4), e]), []);
  const available = VIEWS.filter((v) => v.render);
  const asked = search.get('view');
  const view = available.find((v) => v.id === asked)?.id ?? available[0]?.id ?? null;
  const go = useCallback((id: string) => setSearch({ view: id }), [setSearch]);

  return (
    <Stack gap="lg">
      <Title order={1}>{loyaltyMessages.title}</Title>
      <QueryState query={company} what="company">
        {(c) =>
          !c.loyaltyEnabled ? (
            <GoProPrompt clientId={clientId} feature="Loyalty" plan="loyaltyPlus">
              Text your customers picture messages, run points offers for check-ins and purchases, and let shoppers join
              your programme at the kiosk, with Loyalty+.
            </GoProPrompt>
          ) : (
            <LoyaltyErrorReporter value={report}>
              {errors.length > 0 && (
                <section role="alert" aria-label={loyaltyMessages.dataErrors}>
                  <Code block>{JSON.stringify(errors, null, 2)}</Code>
                </section>
              )}
              <Tabs value={view} onChange={(v) => v && go(v)} keepMounted={false}>
                <Tabs.List aria-label="Loyalty views">
                  {VIEWS.map((v) => (
                    <Tabs.Tab key={v.id} value={v.id} disabled={!v.render}>
                      {v.label}
                      {!v.render && ' (not available yet)'}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {available.map((v) => (
                  <Tabs.Panel key={v.id} value={v.id} pt="md">
                    {v.render?.(clientId, go)}
                  </Tabs.Panel>
                ))}
              </Tabs>
              {SECTIONS.map((section, i) => (
                <section key={i}>{section(clientId)}</section>
              ))}
            </LoyaltyErrorReporter>
          )
        }
      </QueryState>
    </Stack>
  );
}
