import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import type { PublicPointsOffer } from '#shared/schemas/points-offer';
import { firstOffersQuery } from './api.ts';
import { offerTone, preview } from './offer-card.tsx';
import { OffersView } from './offers-view.tsx';

// the typed client reads the route table from the web build; the cache is primed, so nothing is called
vi.mock('#web/api/client.ts', () => ({ call: vi.fn(), isApiError: () => false }));

const CLIENT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NOW = new Date();
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

const offer = (
  id: string,
  startsIn: number,
  endsIn: number,
  rest: Partial<PublicPointsOffer> = {},
): PublicPointsOffer => ({
  _id: id.padStart(24, '0'),
  client: CLIENT,
  basePoints: 50,
  calculationMethod: 'basePoints',
  startDate: day(startsIn).slice(0, 10),
  endDate: day(endsIn).slice(0, 10),
  timeZone: 'UTC',
  startsAt: day(startsIn),
  endsAt: day(endsIn),
  productSpecific: [],
  pointOfferType: 'checkIn',
  sendMessage: false,
  status: 'inactive',
  multiple: false,
  updatedAt: NOW.toISOString(),
  ...rest,
});

const none = { offers: [], nextCursor: null };

function render(prime: (q: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  prime(client);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Router ssrPath={`/client/${CLIENT}/loyalty`}>
          <OffersView clientId={CLIENT} />
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the offer card', () => {
  it('cuts the message at 40 characters', () => {
    expect(preview('a'.repeat(40))).toBe('a'.repeat(40));
    expect(preview(`${'b'.repeat(40)}c`)).toBe(`${'b'.repeat(40)}…`);
  });

  it('is coloured by where the offer stands now: upcoming, active, or ended', () => {
    expect(offerTone(offer('1', 1, 2), NOW)).toBe('upcoming');
    expect(offerTone(offer('2', -1, 1), NOW)).toBe('active');
    expect(offerTone(offer('3', -3, -1), NOW)).toBe('ended');
  });
});

describe('the points offers view', () => {
  it('asks to wait while the lists load', () => {
    expect(render(() => undefined)).toContain(loyaltyMessages.waitForData);
  });

  it("says 'You haven't created an offer yet' with a card linking to message creation", () => {
    const html = render((q) =>
      q.setQueryData(firstOffersQuery(CLIENT).queryKey, { active: none, inactive: none, expired: none }),
    );
    expect(html).toContain(offerMessages.noOffers.replace("'", '&#x27;'));
    expect(html).toContain(`href="/client/${CLIENT}/loyalty?view=create-message"`);
  });

  it("says 'There was an error.' when the lists could not be read", () => {
    const html = render((q) => {
      const query = q.getQueryCache().build(q, { queryKey: firstOffersQuery(CLIENT).queryKey });
      query.setState({ status: 'error', error: new Error('Failed to fetch'), fetchStatus: 'idle' });
    });
    expect(html).toContain(offerMessages.loadFailed);
    expect(html).not.toContain(offerMessages.noOffers.replace("'", '&#x27;'));
  });

  it('shows the three lists, each card coloured, with "Show more" where a list has more', () => {
    const html = render((q) =>
      q.setQueryData(firstOffersQuery(CLIENT).queryKey, {
        active: { offers: [offer('a', -1, 3, { status: 'active', mmsMessage: 'x'.repeat(60) })], nextCursor: 'next' },
        inactive: { offers: [offer('b', 2, 4, { pointOfferType: 'purchase', totalPoints: 5000 })], nextCursor: null },
        expired: none,
      }),
    );
    expect(html).toMatch(/data-tone="active"[^]*Phone Check-In[^]*Active/);
    expect(html).toContain(`${'x'.repeat(40)}…`);
    expect(html).not.toContain('x'.repeat(41));
    expect(html).toMatch(/data-tone="upcoming"[^]*Product Checkin[^]*50 points, 5,000 in all/);
    expect(html).toContain('No offer has ended yet.');
    expect(html).toContain('Show more active offers');
    expect(html).not.toContain('Show more upcoming offers');
  });
});
