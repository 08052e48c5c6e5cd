import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { OFFERS_PAGE_SIZE, type OfferStatus } from '#shared/points-offers';
import type { CreatePointsOfferBody } from '#shared/schemas/points-offer';
import { call } from '#web/api/client.ts';
import { messagesQuery } from '#web/features/client/loyalty-messages/api.ts';

// The points offers views' calls (docs/client-loyalty-offers.md): the three lists, the products an
// offer may name, and what a new offer refreshes.

const OFFERS_KEY = 'loyalty-offers';

const listRoute = {
  active: 'listActivePointsOffers',
  inactive: 'listInactivePointsOffers',
  expired: 'listExpiredPointsOffers',
} as const;

const offersPage = (clientId: string, status: OfferStatus, cursor: string | undefined, signal: AbortSignal) =>
  call(listRoute[status], { params: { clientId }, query: { limit: OFFERS_PAGE_SIZE, cursor } }, signal);

/** The first page of each of the three lists, read together: the view shows all three, or its empty state when none has one. */
export const firstOffersQuery = (clientId: string) =>
  queryOptions({
    queryKey: [OFFERS_KEY, clientId, 'first'],
    queryFn: async ({ signal }) => {
      const [active, inactive, expired] = await Promise.all(
        (['active', 'inactive', 'expired'] as const).map((s) => offersPage(clientId, s, undefined, signal)),
      );
      return { active: active!, inactive: inactive!, expired: expired! };
    },
  });

/** The pages of one list after its first, from the first page's nextCursor on. */
export const moreOffersQuery = (clientId: string, status: OfferStatus, after: string) =>
  infiniteQueryOptions({
    queryKey: [OFFERS_KEY, clientId, status, after],
    queryFn: ({ signal, pageParam }) => offersPage(clientId, status, pageParam, signal),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * Creates a points offer. It lands in one of the three lists, so their pages are read again, and
 * one that sends a message writes it into the messages' history; the products an offer may name
 * stay.
 */
export async function createOffer(queries: QueryClient, clientId: string, body: CreatePointsOfferBody) {
  await call('createPointsOffer', { params: { clientId }, body });
  await Promise.all([
    queries.invalidateQueries({ queryKey: [OFFERS_KEY, clientId] }),
    body.sendMessage && queries.invalidateQueries({ queryKey: messagesQuery(clientId).queryKey }),
  ]);
}

/**
 * The products an offer may name: a dispensary's are those it carries (its approved
 * distributions), a producer's its own; the newest hundred, searched in the list.
 */
export const offerProductsQuery = (clientId: string, dispensary: boolean) =>
  queryOptions({
    queryKey: [OFFERS_KEY, 'products', clientId, dispensary],
    queryFn: async ({ signal }) =>
      dispensary
        ? (
            await call('getApprovedDistributionProducts', { params: { clientId }, query: { limit: 100 } }, signal)
          ).products.map(({ product }) => ({ value: product._id, label: `${product.name} · ${product.brand.name}` }))
        : (await call('listClientProducts', { params: { clientId }, query: { limit: '100' } }, signal)).products.map(
            (p) => ({ value: p._id, label: p.name }),
          ),
    staleTime: 60_000,
  });
