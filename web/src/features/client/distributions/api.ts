import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** Rows per page of the distribution tables (spec 2 §9: tables default to 10). */
export const DISTRIBUTION_PAGE = 10;

const keys = {
  dispensaries: (clientId: string) => ['distributions', clientId, 'dispensaries'] as const,
  product: (clientId: string, productId: string) => ['distributions', clientId, 'product', productId] as const,
  requests: (clientId: string) => ['distributions', clientId, 'requests'] as const,
  inventory: (clientId: string) => ['distributions', clientId, 'inventory'] as const,
  offers: (clientId: string) => ['distributions', clientId, 'offers'] as const,
};

/** Every dispensary as a choice (the list is short: whole pages of 500, followed to the end). */
export const dispensaryOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.dispensaries(clientId),
    queryFn: async ({ signal }) => {
      const all = [];
      let cursor: string | undefined;
      do {
        const page = await call('listDispensaries', { params: { clientId }, query: { cursor } }, signal);
        all.push(...page.dispensaries);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return all;
    },
    staleTime: 60_000,
  });

const paged = <T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<T & { nextCursor: string | null }>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A product's distribution list, newest change first. */
export const productDistributionsQuery = (clientId: string, productId: string) =>
  paged(keys.product(clientId, productId), (cursor, signal) =>
    call(
      'getProductDistributions',
      { params: { clientId, id: productId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/** The producer's approval list: pending requests, newest first. */
export const distributionRequestsQuery = (clientId: string) =>
  paged(keys.requests(clientId), (cursor, signal) =>
    call('getDistributionRequests', { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } }, signal),
  );

/** What a dispensary carries (its approved distributions), newest first. */
export const inventoryQuery = (clientId: string) =>
  paged(keys.inventory(clientId), (cursor, signal) =>
    call(
      'getApprovedDistributionProducts',
      { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/** The producers' offers waiting for the store's answer, newest first. */
export const offersQuery = (clientId: string) =>
  paged(keys.offers(clientId), (cursor, signal) =>
    call(
      'getOfferedDistributionProducts',
      { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/** After a decision or an addition: every list that shows distributions of this client. */
export const distributionsChanged = (qc: QueryClient, clientId: string) =>
  qc.invalidateQueries({ queryKey: ['distributions', clientId], predicate: (q) => q.queryKey[2] !== 'dispensaries' });
