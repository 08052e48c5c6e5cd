import * as client from '#shared/routes/client/products';
import { withBrandNames } from '#lib/brands/store/names';
import { getProducts } from '#lib/products/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `product/getAllById`: the client's products of these ids, in the order asked; other ids are left out. */
export const handler = securedRoute(client.getClientProductsById, async ({ params, body }) => {
  const found = new Map((await getProducts(body.ids)).map((p) => [p._id, p]));
  const products = [...new Set(body.ids)]
    .map((id) => found.get(id))
    .filter((p) => p !== undefined && p.producer === params.clientId);
  return { error: false as const, products: await withBrandNames(products.filter((p) => p !== undefined)) };
});
