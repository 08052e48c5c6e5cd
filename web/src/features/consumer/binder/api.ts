import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Usage } from '#shared/schemas/binder';
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
const binderChanged = (client: QueryClient, productId: string) => {
  void client.invalidateQueries({ queryKey: binderKeys.product(productId) });
  void client.invalidateQueries({ queryKey: binderKeys.all });
};

// `sessionEnd: 'stay'`: a session that ran out re-renders the page signed out, asking to sign in
// (spec 1 §4), rather than logging out.

/** Puts the product in the binder for one activity (the first thumb click on it). */
export async function addToBinder(client: QueryClient, productId: string, usage: Usage, lotId?: string) {
  await call('addToBinder', {
    body: { product: productId, usage, ...(lotId ? { lot: lotId } : {}) },
    sessionEnd: 'stay',
  });
  binderChanged(client, productId);
}

/** Saves an activity's rating. */
export async function rateBinderItem(client: QueryClient, productId: string, usage: Usage, rating: 1 | -1) {
  await call('rateBinderItem', { body: { product: productId, usage, rating }, sessionEnd: 'stay' });
  binderChanged(client, productId);
}
