import * as storefront from '#shared/routes/kiosk/storefront';
import { cardsOf, shownAmong, storeOf } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

/** The cards of these products that the store shows; one it no longer shows is left out. */
export const handler = httpRoute(storefront.getKioskProductsById, async ({ params, query }) => {
  const client = await storeOf(params.clientId);
  const ids = [...new Set(query.ids.split(','))];
  const shown = await shownAmong(client, ids);
  return {
    products: await cardsOf(
      ids.filter((id) => shown.has(id)),
      shown,
    ),
  };
});
