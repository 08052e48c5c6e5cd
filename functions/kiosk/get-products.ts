import * as storefront from '#shared/routes/kiosk/storefront';
import { PUBLIC_READ_TTL_MS, readCache } from '#lib/base/read-cache';
import { cardsOf, isLimited, storeAndPage } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

// Every tablet of a store reads the same pages when it starts and after a reload, far more often
// than the store changes them: a warm function keeps each page PUBLIC_READ_TTL_MS (5 s), so a
// store's tablets starting together cost one read of each page; for 5 s more it answers the page
// it has while one fresh read runs, so no tablet waits on the reload of a 2,000-product store. The idle refresh reads the key
// pairs and changed cards uncached, so no tablet shows a change later than its next refresh.
const page = readCache(
  async (key: string) => {
    const { clientId, limit, cursor } = JSON.parse(key) as { clientId: string; limit: number; cursor?: string };
    const { client, shelf, nextCursor } = await storeAndPage(clientId, limit, cursor);
    return { products: await cardsOf([...shelf.keys()], shelf), nextCursor, limited: isLimited(client) };
  },
  { staleMs: PUBLIC_READ_TTL_MS },
);

/** A page of the store's inventory as kiosk cards; a free store gets its first products only. */
export const handler = httpRoute(storefront.getKioskProducts, ({ params, query }) =>
  page(JSON.stringify({ clientId: params.clientId, limit: query.limit, cursor: query.cursor })),
);
