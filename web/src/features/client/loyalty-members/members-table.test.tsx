import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { membersPageQuery } from './api.ts';
import { MembersTable } from './members-table.tsx';

// the typed client reads the route table from the web build; the table is primed, so nothing is called
vi.mock('#web/api/client.ts', () => ({ call: vi.fn() }));

const CLIENT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const FIRST_PAGE = { clientId: CLIENT, page: 1, size: 10, desc: true, status: undefined, phone: undefined };

function render(prime: (q: QueryClient) => void, url = '/client/x/loyalty') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  prime(client);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Router ssrPath={url}>
          <MembersTable clientId={CLIENT} />
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('MembersTable', () => {
  it('shows a page of members with the pager from the server’s page count', () => {
    const html = render((q) =>
      q.setQueryData(membersPageQuery(FIRST_PAGE).queryKey, {
        error: false as const,
        users: [
          {
            phone: '+12065550142',
            zip: '98101',
            loyaltyStatus: 'optedOut' as const,
            categoryPreferences: ['Flower Drops', 'Events'],
            consentStatus: 'revoked' as const,
            joinedAt: '2026-10-01T12:00:00.000Z',
          },
        ],
        pages: 3,
        total: 23,
        idList: ['+12065550142'],
      }),
    );
    expect(html).toContain('(206) 555-0142');
    expect(html).toContain('Opted out');
    expect(html).toContain('Flower Drops, Events');
    expect(html).toContain('Withdrawn');
    expect(html).toMatch(/Page 1 of 3|1 of 3/);
  });

  it("says 'User list is empty' for no members", () => {
    const html = render((q) =>
      q.setQueryData(membersPageQuery(FIRST_PAGE).queryKey, {
        error: false as const,
        users: [],
        pages: 0,
        total: 0,
        idList: [],
      }),
    );
    expect(html).toContain('User list is empty');
  });

  it('shows the empty list, not an error, when the members could not be loaded', () => {
    const html = render((q) => {
      const query = q.getQueryCache().build(q, { queryKey: membersPageQuery(FIRST_PAGE).queryKey });
      query.setState({ status: 'error', error: new Error('Failed to fetch'), fetchStatus: 'idle' });
    });
    expect(html).toContain('User list is empty');
    expect(html).not.toContain('Failed to fetch');
  });
});
