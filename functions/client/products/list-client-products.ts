import { CLIENT_TABLE_PAGE_SIZE } from '#shared/constants';
import * as client from '#shared/routes/client/products';
import { withBrandNames } from '#lib/catalog/brand-names';
import { getClient } from '#lib/db/clients';
import { listClientProducts } from '#lib/db/products';
import { securedRoute } from '#lib/runtime/secured-route';

/** manageProducts (spec 2): the client's products, newest change first, a page at a time. */
export const handler = securedRoute(client.listClientProducts, async ({ params, query }) => {
  const [page, company] = await Promise.all([
    listClientProducts(params.clientId, {
      limit: query.limit ? Number(query.limit) : CLIENT_TABLE_PAGE_SIZE,
      cursor: query.cursor,
      deleted: query.deleted === 'true',
    }).then(async (p) => ({ ...p, items: await withBrandNames(p.items) })),
    getClient(params.clientId),
  ]);
  return {
    error: false as const,
    products: page.items,
    nextCursor: page.nextCursor,
    premiumEnabled: company?.premiumEnabled ?? false,
  };
});
