import * as client from '#shared/routes/client/brands';
import { BRAND_PAGE_SIZE } from '#shared/schemas/client-brand';
import { listClientBrands } from '#lib/brands/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Manage Brands: the client's own brands, newest change first, ten a page unless asked otherwise. */
export const handler = securedRoute(client.getClientBrands, async ({ params, query }) => ({
  error: false as const,
  ...(await listClientBrands(params.clientId, query.limit ? Number(query.limit) : BRAND_PAGE_SIZE, query.cursor)),
}));
