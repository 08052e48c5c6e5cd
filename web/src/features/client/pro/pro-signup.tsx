import { Anchor, Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useHash } from '#web/lib/navigation.ts';
import { PRICING, usd } from '#shared/constants';
import * as proMessages from '#shared/messages/client/pro';
import { PRO_PLAN_NAMES, type ProPlan, type ProRequest } from '#shared/schemas/pro';
import { isApiError } from '#web/api/client.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { proRequestsQuery, requestPro } from './api.ts';
import { hasPlan } from './plans.ts';

const messages = PRICING.loyaltyMessagesPerMonth.toLocaleString('en-US');
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Get More with Pro (spec 2 §9, spec 3), at premium/signup and loyalty/analytics: the Pro plans and
 * the COA concierge, every price from PRICING, each card saying what the plan includes. The
 * non-producer plan's price is hidden for producer companies, which see the producer prices. A
 * plan the company has is marked so and offers nothing; the others offer 'Ask for …'. Nothing is
 * charged here: the platform takes no payments, so a plan's button records a request that an
 * admin follows up (docs/client-pro.md). The side menu's upsells open the page at their plan
 * (`#<plan>`).
 */
export function ProSignup({ clientId, supportEmail }: { clientId: string; supportEmail: string }) {
  const company = useQuery(clientQuery(clientId));
  const requests = useQuery(proRequestsQuery(clientId));
  const hash = useHash();
  const loaded = company.isSuccess;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <QueryState query={company} what="company">
      {(c) => {
        const producer = c.type === 'producer';
        const subject = encodeURIComponent(`Pro for ${c.name}`);
        const asked = new Map((requests.data ?? []).map((r) => [r.plan, r]));
        const trial = c.premiumEnabled && c.trialEndsAt !== undefined;
        const plan = (p: ProPlan) => ({
          clientId,
          plan: p,
          request: asked.get(p),
          had: hasPlan(c, p)
            ? (p === 'pro' || p === 'salesKiosk') && trial
              ? ('trial' as const)
              : ('plan' as const)
            : undefined,
        });
        return (
          <Stack gap="lg">
            <Title order={1}>{proMessages.title}</Title>
            {c.premiumEnabled && (
              <Text role="status" fw={700}>
                {c.trialEndsAt ? proMessages.onTrial(c.name, longDate(c.trialEndsAt)) : proMessages.onPro(c.name)}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {producer ? (
                <Plan title="Sales Kiosk" price={`${usd(PRICING.kioskMonthly)}/mo`} {...plan('salesKiosk')}>
                  <List.Item>Your products on an in-store kiosk tablet, as cannastamps</List.Item>
                  <List.Item>Kiosk locking and the kiosk settings (cart and PIN)</List.Item>
                  <List.Item>Merchandising cards with MSRP pricing</List.Item>
                </Plan>
              ) : (
                <Plan
                  title="Pro"
                  price={`${usd(PRICING.proMonthly)}/mo, plus ${usd(PRICING.extraKioskMonthly)} per additional kiosk`}
                  {...plan('pro')}
                >
                  <List.Item>Your full inventory on the kiosk, and kiosk locking</List.Item>
                  <List.Item>The kiosk settings: a shopping cart sent to your counter, and the PIN</List.Item>
                  <List.Item>Merchandising cards with MSRP pricing</List.Item>
                  <List.Item>Free for the first {PRICING.proTrialDays} days</List.Item>
                </Plan>
              )}
              <Plan title="Loyalty+" price={`+${usd(PRICING.loyaltyAddOnMonthly)}/mo`} {...plan('loyaltyPlus')}>
                <List.Item>
                  Picture-message loyalty: {messages} messages a month included, then {usd(PRICING.extraMessage)} each
                </List.Item>
                <List.Item>Members who join at your kiosk, points offers and their activity</List.Item>
                <List.Item>Your own messaging number, which we set up with you</List.Item>
              </Plan>
            </SimpleGrid>
            <section aria-labelledby="coa-concierge">
              <Title order={2} fz="h3" id="coa-concierge" mb="xs">
                COA concierge
              </Title>
              <Text mb="sm">
                Send us your lab certificates as PDFs; our staff enter every figure. Extra COAs beyond your plan are{' '}
                {usd(PRICING.extraCoa)} each.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Plan title="COA Trial" price={`${PRICING.proTrialDays} days free`} {...plan('coaTrial')}>
                  <List.Item>Up to {PRICING.coaTrialMax} COAs</List.Item>
                </Plan>
                <Plan title="COA Standard" price={`${usd(PRICING.coaStandardMonthly)}/month`} {...plan('coaStandard')}>
                  <List.Item>Up to {PRICING.coaStandardMax} COAs a month</List.Item>
                </Plan>
                <Plan title="COA Pro" price={`${usd(PRICING.coaProMonthly)}/month`} {...plan('coaPro')}>
                  <List.Item>Up to {PRICING.coaProMax} COAs a month</List.Item>
                  <List.Item>
                    Tiers from {PRICING.coaProMax} to {PRICING.coaProTiersMax} COAs a month
                  </List.Item>
                </Plan>
              </SimpleGrid>
            </section>
            <Text>Support responds within {PRICING.supportResponseHours} hours.</Text>
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="subscribe-title">
              <Title order={2} fz="h4" id="subscribe-title">
                How to subscribe
              </Title>
              <Text>
                No payment is taken on this site and nothing is charged by this page. Ask for a plan above, or write to{' '}
                <Anchor href={`mailto:${supportEmail}?subject=${subject}`}>{supportEmail}</Anchor>, and we will set up
                your plan and send you an invoice.
              </Text>
            </Card>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Plan({
  clientId,
  plan,
  request,
  had,
  title,
  price,
  children,
}: {
  clientId: string;
  plan: ProPlan;
  request: ProRequest | undefined;
  /** the company has this plan already, paid for or on its trial */
  had: 'plan' | 'trial' | undefined;
  title: string;
  price: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => requestPro(queryClient, clientId, plan),
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} id={plan} data-had={!!had}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text fw={700} fz="lg" mb="xs">
        {price}
      </Text>
      <List>{children}</List>
      {had ? (
        <Badge mt="md" size="lg" variant="filled" color="green.9">
          {had === 'trial' ? proMessages.includedInTrial : proMessages.included}
        </Badge>
      ) : (
        <Button mt="md" variant={request ? 'default' : 'filled'} loading={ask.isPending} onClick={() => ask.mutate()}>
          {request ? `Ask again for ${title}` : `Ask for ${title}`}
        </Button>
      )}
      {ask.isSuccess && (
        <Text role="status" size="sm" mt="xs">
          {proMessages.requested(PRO_PLAN_NAMES[plan])}
        </Text>
      )}
      {!ask.isSuccess && request && (
        <Text size="sm" mt="xs">
          Asked on {longDate(request.updatedAt)}.
        </Text>
      )}
      {/* an admin's answer, until the company asks again (which opens the request again) */}
      {!ask.isSuccess && request?.answer && (
        <Text size="sm" mt="xs" fw={700}>
          {request.answer.status === 'approved'
            ? proMessages.requestApproved(PRO_PLAN_NAMES[plan])
            : proMessages.requestDeclined(PRO_PLAN_NAMES[plan], request.answer.reason)}
        </Text>
      )}
      {ask.isError && (
        <Text role="alert" size="sm" mt="xs" c="red.8">
          {proMessages.requestFailed}: {isApiError(ask.error) ? ask.error.message : 'the server did not answer'}
        </Text>
      )}
    </Card>
  );
}
