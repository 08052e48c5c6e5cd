import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The company's counts and its pending claims (the entity itself is #web/lib/company): each query key defined once here.

const keys = {
  counts: (clientId: string) => ['company', clientId, 'counts'] as const,
  claims: (clientId: string) => ['company', clientId, 'claims'] as const,
};

/** The three counts the welcome redirect reads (spec 2: products/count, brands/count, testResults/count). */
export const countsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.counts(clientId),
    queryFn: async ({ signal }) => {
      const count = (kind: 'products' | 'brands' | 'testResults') =>
        call('getCount', { params: { clientId, kind } }, signal);
      const [products, brands, tests] = await Promise.all([count('products'), count('brands'), count('testResults')]);
      return { products: products.count, brands: brands.count, tests: tests.count };
    },
  });

export const claimsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.claims(clientId),
    queryFn: ({ signal }) => call('getClaims', { params: { clientId } }, signal),
  });

/** After a save or a decision: the company, its menu and its claims are read again. */
export const clientChanged = (client: QueryClient, clientId: string) =>
  client.invalidateQueries({ queryKey: ['company', clientId] });

/** Companies to claim whose name starts with `name` (from 2 letters), or the one `id` names. */
export const claimableQuery = (query: { name: string } | { id: string }) =>
  queryOptions({
    queryKey: ['claimable', query] as const,
    queryFn: ({ signal }) => call('findClaimable', { query }, signal).then((r) => r.companies),
  });
