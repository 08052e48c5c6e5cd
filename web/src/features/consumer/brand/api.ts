import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** Products per page of 'Other products by {brand}'; more load on request. */
export const PRODUCTS_PAGE = 8;

/** A brand (the call answers the spec's one-item list). */
export const brandQuery = (brandId: string) =>
  queryOptions({
    queryKey: ['brand', brandId],
    queryFn: async ({ signal }) => (await call('getBrand', { params: { id: brandId } }, signal))[0]!,
  });

/** A brand's products, a page at a time. */
export const brandProductsQuery = (brandId: string) =>
  infiniteQueryOptions({
    queryKey: ['brand-products', brandId],
    queryFn: ({ signal, pageParam }) =>
      call('getBrandProducts', { params: { id: brandId }, query: { limit: PRODUCTS_PAGE, cursor: pageParam } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
