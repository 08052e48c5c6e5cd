import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';

// The producer's two distribution components as they render from the cache: the spec's buttons
// for each status (spec 2 §4), labelled by row, the links and the empty states. The calls behind
// the buttons are the API's (test/integration/client/distributions.test.ts); the browser tests of
// the pages that compose these components come with those pages.

vi.mock('#web/api/client.ts', () => ({ call: vi.fn(), isApiError: () => false }));
const { DistributionPanel } = await import('./distribution-panel.tsx');
const { ApprovalList } = await import('./approval-list.tsx');
const { dispensaryOptionsQuery, distributionRequestsQuery, productDistributionsQuery } = await import('./api.ts');

const CLIENT = '5c3d00000000000000000001';
const PRODUCT = '5c3d000000000000000000aa';
const id = (n: number) => `5c3d0000000000000000010${n}`;
const at = '2026-11-20T10:00:00.000Z';
const dispensary = (n: number, name: string) => ({ _id: id(n), name, licenseNumber: `42${n}` });

const render = (qc: QueryClient, node: ReactNode) =>
  renderToString(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <Router ssrPath="/">{node}</Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
/** The markup without Mantine's own style tags. */
const body = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
const labels = (html: string) => [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
const pageOf = <T,>(rows: T) => ({ pages: [rows], pageParams: [undefined] });

describe('DistributionPanel', () => {
  const cache = (rows: { dispensary: ReturnType<typeof dispensary>; status: string; updatedAt: string }[]) => {
    const qc = new QueryClient();
    qc.setQueryData(dispensaryOptionsQuery(CLIENT).queryKey, [dispensary(1, 'Capitol'), dispensary(2, 'Fremont')]);
    qc.setQueryData(
      productDistributionsQuery(CLIENT, PRODUCT).queryKey as never,
      pageOf({ distributions: rows, nextCursor: null }) as never,
    );
    return qc;
  };

  it('offers Approve and Reject for a pending entry, Remove for an approved one and Approve for a denied one', () => {
    const html = render(
      cache([
        { dispensary: dispensary(1, 'Capitol'), status: 'pending', updatedAt: at },
        { dispensary: dispensary(2, 'Fremont'), status: 'approved', updatedAt: at },
        { dispensary: dispensary(3, 'Ballard'), status: 'denied', updatedAt: at },
      ]),
      <DistributionPanel clientId={CLIENT} productId={PRODUCT} active />,
    );
    expect(labels(html).filter((l) => /^(Approve|Reject|Remove) /.test(l))).toEqual([
      'Approve Capitol',
      'Reject Capitol',
      'Remove Fremont',
      'Approve Ballard',
    ]);
    for (const text of ['Pending', 'Approved', 'Denied', 'Dispensary', '421'])
      expect(html, text).toContain(`>${text}<`);
  });

  it('says no dispensary carries the product yet, and shows nothing for a deleted product', () => {
    const qc = cache([]);
    expect(render(qc, <DistributionPanel clientId={CLIENT} productId={PRODUCT} active />)).toContain(
      distributionMessages.noDistributions,
    );
    expect(body(render(qc, <DistributionPanel clientId={CLIENT} productId={PRODUCT} active={false} />))).toBe('');
  });
});

describe('ApprovalList', () => {
  const product = {
    _id: PRODUCT,
    name: 'Blue Dream',
    brand: { _id: id(9), name: 'Sun Valley Select' },
    productCategory: 'Flower',
    productType: 'Indoor',
    available: true,
    active: true,
    cleanUrl: `/product/${PRODUCT}`,
  };
  const cache = (requests: unknown[]) => {
    const qc = new QueryClient();
    qc.setQueryData(
      distributionRequestsQuery(CLIENT).queryKey as never,
      pageOf({ requests, nextCursor: null }) as never,
    );
    return qc;
  };

  it("lists pending requests with Approve and Reject, each linking to the product's page", () => {
    const html = render(
      cache([{ product, dispensary: dispensary(1, 'Capitol'), status: 'pending', updatedAt: at }]),
      <ApprovalList clientId={CLIENT} />,
    );
    expect(labels(html)).toEqual(['Approve Blue Dream for Capitol', 'Reject Blue Dream for Capitol']);
    expect(html).toContain(`href="/client/${CLIENT}/manageProduct/${PRODUCT}"`);
    expect(html).toContain('>Sun Valley Select<');
  });

  it('says when nothing waits', () => {
    expect(render(cache([]), <ApprovalList clientId={CLIENT} />)).toContain(distributionMessages.noRequests);
  });
});
