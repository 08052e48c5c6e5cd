import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The binder's query keys, and one product's items in it. The paged binder's query is in
// favorites-api.ts: the product page loads this module (Rate & Save), and the paged query would
// bring infiniteQueryOptions to every product page's first visit.

export const binderKeys = {
  all: ['binder'] as const,
  product: (productId: string) => ['product-binder', productId] as const,
};

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
