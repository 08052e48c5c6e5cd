import { queryOptions } from '@tanstack/react-query';
import type { KioskCard } from '#shared/schemas/kiosk';
import { call } from '#web/api/client.ts';

// The storefront's reads (docs/kiosk.md). The inventory is read whole, 200 cards a request, so the
// local filter and the idle refresh work on every product the store shows. The reads run even
// when the browser says it is offline: the kiosk's service worker answers them from what it kept.

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

async function readInventory(clientId: string, signal: AbortSignal): Promise<Inventory> {
  const cards: KioskCard[] = [];
  let cursor: string | undefined;
  let limited = false;
  do {
    const page = await call('getKioskProducts', { params: { clientId }, query: { limit: 200, cursor } }, signal);
    cards.push(...page.products);
    limited = page.limited;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { cards, limited };
}

/** The whole inventory; it changes only by the idle refresh, never by a refetch on focus. */
export const inventoryQuery = (clientId: string) =>
  queryOptions({
    queryKey: kioskKeys.inventory(clientId),
    queryFn: ({ signal }) => readInventory(clientId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    networkMode: 'offlineFirst',
  });

export const similarQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: kioskKeys.similar(clientId, id),
    queryFn: ({ signal }) => call('getSimilarAtLocation', { params: { clientId, id } }, signal),
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
