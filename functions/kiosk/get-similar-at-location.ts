import * as consumerMessages from '#shared/messages/consumer';
import * as storefront from '#shared/routes/kiosk/storefront';
import { joinProducts } from '#lib/products/store/joined';
import { cardsOf, shownAmong, storeOf } from '#lib/kiosk/storefront';
import { getAnswer } from '#lib/similar/store';
import { notFound } from '#lib/base/errors';
import { httpRoute } from '#lib/runtime/http';

/**
 * Products similar to one (the answer the similar-products index keeps for its current result)
 * that this store shows, nearest first. A product without a result has none.
 */
export const handler = httpRoute(storefront.getSimilarAtLocation, async ({ params }) => {
  const [client, joined] = await Promise.all([storeOf(params.clientId), joinProducts([params.id])]);
  const product = joined.get(params.id);
  if (!product) throw notFound(consumerMessages.productNotFound);
  const testId = product.lot?.testResult?._id;
  if (!testId) return { products: [] };
  const ids = (await getAnswer(testId)).map((e) => e.lot.product._id).filter((id) => id !== params.id);
  const shown = await shownAmong(client, ids);
  return {
    products: await cardsOf(
      ids.filter((id) => shown.has(id)),
      shown,
    ),
  };
});
