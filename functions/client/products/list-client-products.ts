import { CLIENT_TABLE_PAGE_SIZE } from '#shared/constants';
import * as client from '#shared/routes/client/products';
import { listClientProducts } from '#lib/products/store';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * manageProducts (spec 2): the client's products, newest change first, a page at a time. One
 * Query: each product carries its brand's name, which a brand save keeps current.
 */
export const handler = securedRoute(client.listClientProducts, async ({ params, query }) => {
  const page = await listClientProducts(params.clientId, {
    limit: query.limit ? Number(query.limit) : CLIENT_TABLE_PAGE_SIZE,
    cursor: query.cursor,
    deleted: query.deleted === 'true',
  });
  return { error: false as const, products: page.items, nextCursor: page.nextCursor };
});
