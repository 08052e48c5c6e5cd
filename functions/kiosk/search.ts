import { KIOSK_SEARCH_RESULTS } from '#shared/kiosk';
import * as storefront from '#shared/routes/kiosk/storefront';
import { cardsOf, shownAndHidden, storeOf } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';
import { searchProducts } from '#lib/search/service';

/**
 * The storefront's server search: the public search's best 10 (on the shelves first), split into
 * what this store shows and what it does not ('not in store'). Answered from the instance's index.
 */
export const handler = httpRoute(storefront.kioskSearch, async ({ params, body }) => {
  const [client, found] = await Promise.all([
    storeOf(params.clientId),
    searchProducts(body.searchString, KIOSK_SEARCH_RESULTS),
  ]);
  const ids = [...found.available, ...found.unavailable].map((e) => e._id).slice(0, KIOSK_SEARCH_RESULTS);
  const asked = shownAndHidden(client, ids);
  const [{ shown, hidden }, all] = await Promise.all([
    asked,
    cardsOf(
      ids,
      asked.then((a) => a.shown),
    ),
  ]);
  // a product the store carries but hid is in neither list: the shopper is not told it is here
  const cards = all.filter((c) => !hidden.has(c._id));
  return {
    available: cards.filter((c) => shown.has(c._id)),
    unavailable: cards.filter((c) => !shown.has(c._id)),
  };
});
