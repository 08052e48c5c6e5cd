import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './pro.css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRICING, usd } from '#shared/constants';
import { QueryState } from '#web/components/query-state.tsx';
import { proCompanyQuery } from './api.ts';

const messages = PRICING.loyaltyMessagesPerMonth.toLocaleString('en-US');

/**
 * Get More with Pro (spec 2 §9, spec 3): the Pro plans with their prices. The non-producer plan's
 * price is hidden for producer companies, which see the producer prices. Nothing is charged here:
 * the platform takes no payments, so subscribing is a message to support.
 */
export function ProSignup({ clientId, supportEmail }: { clientId: string; supportEmail: string }) {
  const company = useQuery(proCompanyQuery(clientId));
  return (
    <QueryState query={company} what="company">
      {(c) => {
        const producer = c.type === 'producer';
        const subject = encodeURIComponent(`Pro for ${c.name}`);
        return (
          <Stack gap="lg">
            <Title order={1}>Get More with Pro</Title>
            {c.premiumEnabled && (
              <Text role="status" fw={700}>
                {c.trialEndsAt
                  ? `${c.name} is on the free Pro trial until ${new Date(c.trialEndsAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}.`
                  : `${c.name} is on Pro.`}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {producer ? (
                <>
                  <Plan title="Sales Kiosk" price={`${usd(PRICING.kioskMonthly)}/mo`}>
                    <List.Item>Your products on an in-store kiosk tablet, as cannastamps</List.Item>
                    <List.Item>Merchandising cards with MSRP pricing</List.Item>
                  </Plan>
                  <Plan title="Loyalty+" price={`+${usd(PRICING.loyaltyAddOnMonthly)}/mo`}>
                    <List.Item>
                      Picture-message loyalty: {messages} messages a month included, then {usd(PRICING.extraMessage)}{' '}
                      each
                    </List.Item>
                  </Plan>
                </>
              ) : (
                <>
                  <Plan
                    title="Pro"
                    price={`${usd(PRICING.proMonthly)}/mo, plus ${usd(PRICING.extraKioskMonthly)} per additional kiosk`}
                  >
                    <List.Item>Your full inventory on the kiosk, and kiosk locking</List.Item>
                    <List.Item>Merchandising cards with MSRP pricing</List.Item>
                    <List.Item>Free for the first {PRICING.proTrialDays} days</List.Item>
                  </Plan>
                  <Plan title="Loyalty+" price={`+${usd(PRICING.loyaltyAddOnMonthly)}/mo`}>
                    <List.Item>
                      Picture-message loyalty: {messages} messages a month included, then {usd(PRICING.extraMessage)}{' '}
                      each
                    </List.Item>
                  </Plan>
                </>
              )}
            </SimpleGrid>
            <Text>Support responds within {PRICING.supportResponseHours} hours.</Text>
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="subscribe-title">
              <Title order={2} fz="h4" id="subscribe-title">
                How to subscribe
              </Title>
              <Text>
                No payment is taken on this site and nothing is charged by this page. Write to{' '}
                <Anchor href={`mailto:${supportEmail}?subject=${subject}`}>{supportEmail}</Anchor> and we will set up
                Pro for your company and send you an invoice.
              </Text>
            </Card>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Plan({ title, price, children }: { title: string; price: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text fw={700} fz="lg" mb="xs">
        {price}
      </Text>
      <List>{children}</List>
    </Card>
  );
}
