import * as binder from '#shared/routes/binder';
import * as consumerMessages from '#shared/messages/consumer';
import { addBinderItem } from '#lib/binder/store';
import { getProduct } from '#lib/products/store';
import { notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { getLotWithTest, lotBelongsTo } from '#lib/lots/store/with-test';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * addToBinder (spec 1): the first thumb click on an activity creates the item. One item per user,
 * product and usage: a second add (a double click, two tabs) answers the item already there.
 */
export const handler = securedRoute(binder.addToBinder, async ({ caller, body }) => {
  const product = await getProduct(body.product);
  if (!product || product.active === false) throw notFound(consumerMessages.productNotFound);
  const lotId = body.lot ?? product.latestLot;
  const lot = lotId ? await getLotWithTest(lotId) : undefined;
  // a lot named by the caller must be one of this product's: an item never records another product's result
  if (body.lot && (!lot || !(await lotBelongsTo(lot, product._id)))) throw notFound(consumerMessages.lotNotFound);
  const now = new Date().toISOString();
  const { item } = await addBinderItem({
    _id: newId(),
    user: caller.user._id,
    product: product._id,
    usage: body.usage,
    rating: body.rating ?? 0,
    ...(body.note ? { note: body.note } : {}),
    public: false,
    ...(lot ? { lot: lot._id } : {}),
    ...(lot?.testResult ? { test: lot.testResult._id } : {}),
    createdAt: now,
    updatedAt: now,
  });
  return { error: false as const, item };
});
