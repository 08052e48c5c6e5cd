import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The binder's queries, keyed once: the whole binder (paged) and one product's items in it.

export const binderKeys = {
  all: ['binder'] as const,
  product: (productId: string) => ['product-binder', productId] as const,
};

/** The caller's binder, a page (60 items) at a time; the cursor names the last item of the page before. */
export const binderQuery = () =>
  infiniteQueryOptions({
    queryKey: binderKeys.all,
    queryFn: ({ signal, pageParam }) => call('getBinder', pageParam ? { body: { cursor: pageParam } } : {}, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The caller's items for one product: one per rated usage. */
export const productBinderQuery = (productId: string) =>
  queryOptions({
    queryKey: binderKeys.product(productId),
    queryFn: ({ signal }) => call('getProductBinder', { params: { id: productId } }, signal),
  });

/** After a rating or an item changes: the product's items and the binder are read again. */
export const binderChanged = (client: QueryClient, productId: string) => {
  void client.invalidateQueries({ queryKey: binderKeys.product(productId) });
  void client.invalidateQueries({ queryKey: binderKeys.all });
};
