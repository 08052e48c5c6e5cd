import * as client from '#shared/routes/client/products';
import { producerClient, productFromBody } from '#lib/products/client-product';
import { createProduct } from '#lib/products/store';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Spec 2 `POST product`: a new product of the client of the path (never the body's producer),
 * Unavailable unless a latest lot is chosen with it. A repeated importKey answers the product the
 * first request made (`created: false`).
 */
export const handler = securedRoute(client.createProduct, async ({ params, body }) => {
  await producerClient(params.clientId);
  const now = new Date();
  const product = await productFromBody(params.clientId, body, { _id: newId(now.getTime()), now: now.toISOString() });
  return { error: false as const, ...(await createProduct(product, body.importKey)) };
});
