import * as client from '#shared/routes/client/products';
import { withBrandNames } from '#lib/brands/store/names';
import { productOfClient } from '#lib/products/client-product';
import { securedRoute } from '#lib/runtime/secured-route';

/** The product form's product (spec 2 `product/getById`): one of the client's own, deleted ones included. */
export const handler = securedRoute(client.getClientProduct, async ({ params }) => ({
  error: false as const,
  product: (await withBrandNames([await productOfClient(params.clientId, params.id, true)]))[0]!,
}));
