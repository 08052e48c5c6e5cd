import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import { KIOSK_FIRST_PAGE } from '#shared/constants';
import type { KioskCard } from '#shared/schemas/kiosk';
import { call } from '#web/api/client.ts';

// The storefront's reads (docs/kiosk.md). The inventory is read whole, so the local filter and the
// idle refresh work on every product the store shows; the grid draws from the first page while the
// rest arrive, one request after another. The reads run even when the browser says it is offline:
// the kiosk's service worker answers them from what it kept.

export const kioskKeys = {
  storefront: (clientId: string) => ['kiosk', clientId, 'storefront'] as const,
  inventory: (clientId: string) => ['kiosk', clientId, 'inventory'] as const,
  similar: (clientId: string, id: string) => ['kiosk', clientId, 'similar', id] as const,
  search: (clientId: string, text: string) => ['kiosk', clientId, 'search', text] as const,
};

export const storefrontQuery = (clientId: string) =>
  queryOptions({
    queryKey: kioskKeys.storefront(clientId),
    queryFn: ({ signal }) => call('getStorefront', { params: { clientId } }, signal),
    staleTime: Infinity,
    networkMode: 'offlineFirst',
  });

export interface Inventory {
  cards: KioskCard[];
  limited: boolean;
}

/** The first page is small, so the first cards come fast; the rest come in the largest pages the call gives. */
const PAGE = 200;

async function* inventoryPages(clientId: string, signal: AbortSignal) {
  let cursor: string | undefined;
  do {
    const limit = cursor ? PAGE : KIOSK_FIRST_PAGE;
    const page = await call('getKioskProducts', { params: { clientId }, query: { limit, cursor } }, signal);
    yield page;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The whole inventory, shown from its first page on; it changes only by the idle refresh, never by
 * a refetch on focus. A reload keeps the cards on screen until every page of the new one is in.
 */
export const inventoryQuery = (clientId: string) =>
  queryOptions({
    queryKey: kioskKeys.inventory(clientId),
    queryFn: streamedQuery({
      streamFn: ({ signal }) => inventoryPages(clientId, signal),
      reducer: (inventory: Inventory, page): Inventory => ({
        cards: [...inventory.cards, ...page.products],
        limited: page.limited,
      }),
      initialValue: { cards: [], limited: false },
      refetchMode: 'replace',
    }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    networkMode: 'offlineFirst',
    // each page makes a new list anyway: comparing 2,000 cards deeply on every page arrival was
    // a long task on a tablet's core
    structuralSharing: false,
  });

export const similarQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: kioskKeys.similar(clientId, id),
    // spec 3 section 8: a failure is a console warning only; the overlay says it found none
    queryFn: ({ signal }) =>
      call('getSimilarAtLocation', { params: { clientId, id } }, signal).catch((e: unknown) => {
        console.warn(e instanceof Error ? e.message : e);
        throw e;
      }),
    networkMode: 'offlineFirst',
  });

export const searchQuery = (clientId: string, text: string) =>
  queryOptions({
    queryKey: kioskKeys.search(clientId, text),
    queryFn: ({ signal }) => call('kioskSearch', { params: { clientId }, body: { searchString: text } }, signal),
    retry: false,
  });

export const readKeyPairs = (clientId: string) => call('getKioskKeyPairs', { params: { clientId } });

export const readByIds = async (clientId: string, ids: readonly string[]) =>
  (await call('getKioskProductsById', { params: { clientId }, query: { ids: ids.join(',') } })).products;
