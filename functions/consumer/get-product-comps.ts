import * as consumer from '#shared/routes/consumer';
import { getAnswer } from '#lib/similar/store';
import { httpRoute } from '#lib/runtime/http';
import { brandNames } from '#lib/brands/store/names';

/**
 * Similar products for a result (spec 1): the answer the refresh-similar worker keeps ready, one
 * read (and one for its brands' current names). Not cached in the instance, so a change shows within the worker's few seconds. A result
 * that is no product's current one has no answer: an empty list.
 */
export const handler = httpRoute(consumer.getProductComps, async ({ params }) => {
  const entries = await getAnswer(params.id);
  // the cards were drawn when the answer was; the brand's name is read now (#lib/brands/store/names)
  const names = await brandNames(entries.map((e) => e.lot.product.brand._id));
  return entries.map((e) => {
    const name = names.get(e.lot.product.brand._id);
    return name === undefined || name === e.lot.product.brand.name
      ? e
      : { ...e, lot: { ...e.lot, product: { ...e.lot.product, brand: { ...e.lot.product.brand, name } } } };
  });
});
