import * as admin from '#shared/routes/admin/products';
import { clientOptionsById } from '#lib/clients/store/client-options';
import { listProductsForAdmin } from '#lib/products/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** The admin product table (spec 3 getProducts): a page of every product, or one owner's, with owner names. */
export const handler = securedRoute(admin.adminGetProducts, async ({ query }) => {
  const page = await listProductsForAdmin({
    limit: query.limit,
    cursor: query.cursor,
    producer: query.producer,
    newestFirst: query.dir === 'desc',
  });
  const owners = await clientOptionsById(page.items.map((p) => p.producer));
  return {
    error: false as const,
    products: page.items.map((p) => ({ ...p, producerName: owners.get(p.producer)?.name ?? null })),
    nextCursor: page.nextCursor,
  };
});
