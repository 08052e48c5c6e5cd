import * as client from '#shared/routes/client/lots';
import { lotRows } from '#lib/lots/client-lot';
import { productOfClient } from '#lib/products/client-product';
import { listProductLots } from '#lib/lots/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 §7 `product/{id}/lots`: a product of the client's, its lots of every type, newest change first. */
export const handler = securedRoute(client.getProductLots, async ({ params, query }) => {
  await productOfClient(params.clientId, params.id);
  const page = await listProductLots(params.id, { limit: query.limit, cursor: query.cursor });
  return { error: false as const, lots: await lotRows(page.items), nextCursor: page.nextCursor };
});
