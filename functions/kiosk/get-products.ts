import * as storefront from '#shared/routes/kiosk/storefront';
import { cardsOf, isLimited, storeAndPage } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

/** A page of the store's inventory as kiosk cards; a free store gets its first products only. */
export const handler = httpRoute(storefront.getKioskProducts, async ({ params, query }) => {
  const { client, ids, nextCursor } = await storeAndPage(params.clientId, query.limit, query.cursor);
  return { products: await cardsOf(ids), nextCursor, limited: isLimited(client) };
});
