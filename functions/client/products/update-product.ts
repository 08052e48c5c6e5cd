import * as productMessages from '#shared/messages/client/products';
import * as client from '#shared/routes/client/products';
import { laterThan, productFromBody, productOfClient } from '#lib/products/client-product';
import { replaceProduct } from '#lib/products/store';
import { conflict } from '#lib/base/errors';
import { refreshSearchTextOf } from '#lib/distributions/refresh-search-text';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Spec 2 `PUT product/{id}`: the form's save and each bulk edit. The product stays the client's;
 * the write holds only over the version read, so a change made meanwhile is never lost (409).
 */
export const handler = securedRoute(client.updateProduct, async ({ params, body }) => {
  const existing = await productOfClient(params.clientId, params.id, true);
  const product = await productFromBody(
    params.clientId,
    body,
    { _id: existing._id, now: laterThan(existing.updatedAt) },
    existing,
  );
  if (!(await replaceProduct(product, existing.updatedAt))) throw conflict(productMessages.changedMeanwhile);
  // the stores carrying it find it by its new name, brand or strain; on every save, since one sent
  // again after a lost answer sees no change and still finishes the entries the first left behind
  // (an entry already current is read, not written)
  await refreshSearchTextOf([product._id]);
  return { error: false as const, product };
});
