import { queryOptions } from '@tanstack/react-query';
import { BRAND_PAGE_SIZE } from '#shared/schemas/client-brand';
import { call } from '#web/api/client.ts';

// The client area's brand calls (docs/client-brands.md); business reads are never cached by the server.

/** One page of the client's brands, newest change first; `cursor` is the previous page's nextCursor. */
export const clientBrandsQuery = (clientId: string, cursor?: string) =>
  queryOptions({
    queryKey: ['client', clientId, 'brands', cursor ?? ''],
    queryFn: ({ signal }) =>
      call('getClientBrands', { params: { clientId }, query: { limit: BRAND_PAGE_SIZE, cursor } }, signal),
  });

export const clientBrandQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: ['client', clientId, 'brand', id],
    queryFn: ({ signal }) => call('getClientBrand', { params: { clientId, id } }, signal),
  });
