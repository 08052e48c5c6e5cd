import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SHELL_READS, pages } from '#shared/pages';
import { routes, type RouteDef } from '#shared/routes';

// The table the build's virtual module carries (web/vite.config.ts apiRoutes)
vi.mock('virtual:api-routes', async () => {
  const { routes: table } = await import('#shared/routes');
  return {
    apiRoutes: Object.fromEntries(
      Object.entries(table as Record<string, RouteDef>).map(([n, r]) => [
        n,
        { method: r.method, path: r.path, access: r.access },
      ]),
    ),
  };
});
const { startPageReads } = await import('./early-reads.ts');
const { storefrontQuery, inventoryQuery } = await import('#web/features/kiosk/storefront/api.ts');
const { productQuery } = await import('#web/features/consumer/product/api.ts');
const { clientQuery } = await import('#web/lib/client.ts');
const { countsQuery } = await import('#web/features/client/company/api.ts');
const { productPageQuery } = await import('#web/features/client/products/api.ts');

const STORE = '5c3fc58000000000001e8480';
const PRODUCT = '5c40d8a4000000000005e1a1';
const answers: Record<string, unknown> = {
  [`/api/kiosk/${STORE}/storefront`]: { error: false, name: 'Store' },
  [`/api/kiosk/${STORE}/products?limit=50`]: { error: false, products: [], nextCursor: null, limited: false },
  [`/api/consumer/product/${PRODUCT}`]: { error: false, product: { _id: PRODUCT } },
};
const COMPANY = '5c3e740000000000000f4240';
const companyAnswers: Record<string, unknown> = {
  [`/api/client/${COMPANY}/entity`]: { error: false, entity: { _id: COMPANY } },
  [`/api/client/${COMPANY}/products/count`]: { error: false, count: 3 },
  [`/api/client/${COMPANY}/products?limit=10`]: { error: false, products: [], nextCursor: null },
};
const fetched: string[] = [];

beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const answer = answers[url] ?? companyAnswers[url];
      return new Response(JSON.stringify(answer ?? { error: true, errorMessage: `no answer for ${url}` }), {
        status: answer ? 200 : 404,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("a page's first reads", () => {
  it('start with the page and are the very requests its queries send, taken once', async () => {
    startPageReads(pages.kiosk, `/whitelabel/${STORE}`);
    startPageReads(pages.product, `/product/${PRODUCT}`);
    expect(fetched.sort()).toEqual(Object.keys(answers).sort());

    // the page's own queries take them: no second request
    const q = new QueryClient();
    await q.fetchQuery(storefrontQuery(STORE));
    await q.fetchQuery(inventoryQuery(STORE));
    await q.fetchQuery(productQuery(PRODUCT));
    expect(fetched).toHaveLength(3);
    expect(q.getQueryData(storefrontQuery(STORE).queryKey)).toMatchObject({ name: 'Store' });

    // a later read of the same address goes to the network
    await new QueryClient().fetchQuery(storefrontQuery(STORE));
    expect(fetched).toHaveLength(4);
  });

  it("of a company's page include its shell's, and are the requests the shell and the table send", async () => {
    const page = pages.clientProducts;
    startPageReads(
      { path: page.path, reads: [...CLIENT_SHELL_READS, ...(page.reads ?? [])] },
      page.href({ clientId: COMPANY }),
    );
    expect([...fetched].sort()).toEqual(Object.keys(companyAnswers).sort());

    const q = new QueryClient();
    await q.fetchQuery(clientQuery(COMPANY));
    await q.fetchQuery(countsQuery(COMPANY));
    await q.fetchQuery(productPageQuery(COMPANY, undefined, false));
    expect(fetched).toHaveLength(3);
    // the company has products: that count alone decides, brands and tests are not read
    expect(q.getQueryData(countsQuery(COMPANY).queryKey)).toEqual({ products: 3 });
  });

  it('start once even when the page opens twice before asking', () => {
    startPageReads(pages.kiosk, `/whitelabel/${STORE}`);
    startPageReads(pages.kiosk, `/whitelabel/${STORE}`);
    expect(fetched).toHaveLength(2);
  });

  it('are read whole at once, and not taken once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      startPageReads(pages.product, `/product/${PRODUCT}`);
      vi.setSystemTime(Date.now() + 31_000);
      await new QueryClient().fetchQuery(productQuery(PRODUCT));
      // the early answer was older than 30 s: the page's own request went out
      expect(fetched).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are none for a page that declares none', () => {
    startPageReads(pages.binder, '/binder');
    expect(fetched).toEqual([]);
  });

  it('every declared read names a GET route and parameters the page has', () => {
    for (const page of Object.values(pages))
      for (const read of [
        ...(page.path.startsWith('/client/:clientId/') ? CLIENT_SHELL_READS : []),
        ...(page.reads ?? []),
      ]) {
        const route = (routes as Record<string, RouteDef>)[read.route]!;
        expect(route.method, read.route).toBe('GET');
        for (const own of Object.values(read.params)) expect(page.path, read.route).toContain(`:${own}`);
        // every parameter of the route's path is given, by the page or fixed
        const named = [...route.path.matchAll(/\{(\w+)[+?]?\}/g)].map((m) => m[1]);
        expect([...Object.keys(read.params), ...Object.keys(read.fixed ?? {})].sort(), read.route).toEqual(
          named.sort(),
        );
      }
  });
});
