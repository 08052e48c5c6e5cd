import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Brand } from '#shared/schemas/catalog';
import { BRAND_PAGE_SIZE, type BrandBody } from '#shared/schemas/client-brand';
import { call } from '#web/api/client.ts';
import { brandOptionsQuery } from '#web/features/client/products/api.ts';

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

/**
 * Saves the brand form: an update of `existing`, or a new brand. The answer becomes the brand's
 * entry; the brand table's pages and the product form's brand choices (a name may have changed, or
 * a brand been added) go stale. The company and the rest of the client area stay as they are.
 */
export async function saveBrand(queries: QueryClient, clientId: string, body: BrandBody, existing?: Brand) {
  const r = existing
    ? await call('updateBrand', { params: { clientId, id: existing._id }, body })
    : await call('createBrand', { params: { clientId }, body });
  queries.setQueryData(clientBrandQuery(clientId, r.brand._id).queryKey, r);
  await Promise.all([
    queries.invalidateQueries({ queryKey: ['client', clientId, 'brands'] }),
    queries.invalidateQueries({ queryKey: brandOptionsQuery(clientId).queryKey }),
  ]);
  return r.brand;
}
