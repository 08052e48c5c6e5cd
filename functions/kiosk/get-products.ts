import * as storefront from '#shared/routes/kiosk/storefront';
import { cardsOf, inventoryIds, isLimited, storeOf } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

/** A page of the store's inventory as kiosk cards; a free store gets its first products only. */
export const handler = httpRoute(storefront.getKioskProducts, async ({ params, query }) => {
  const client = await storeOf(params.clientId);
  const page = await inventoryIds(client, query.limit, query.cursor);
  return { products: await cardsOf(page.ids), nextCursor: page.nextCursor, limited: isLimited(client) };
});
