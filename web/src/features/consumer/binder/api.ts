import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BinderAnswer, BinderItem, Usage } from '#shared/schemas/binder';
import { call } from '#web/api/client.ts';

// The binder's query keys, one product's items in it, and the writes the product page makes. The
// paged binder's query is in favorites-api.ts: the product page loads this module (Rate & Save),
// and the paged query would bring infiniteQueryOptions to every product page's first visit.

export const binderKeys = {
  all: ['binder'] as const,
  product: (productId: string) => ['product-binder', productId] as const,
};

/**
 * The activity the heart keeps a product under when it is saved without a rating: the spec's item
 * is per activity, and 'Other' is the one that names none (docs/binder.md).
 */
export const FAVORITE_USAGE: Usage = 'Other';

/** The caller's items for one product: one per rated usage. */
export const productBinderQuery = (productId: string) =>
  queryOptions({
    queryKey: binderKeys.product(productId),
    queryFn: ({ signal }) => call('getProductBinder', { params: { id: productId } }, signal),
  });

/**
 * After a write the API answered with its item: the product's items take it from the answer (no
 * read again, so a tapped thumb stays put), and the binder's pages are read again when next shown.
 */
function itemsChanged(client: QueryClient, productId: string, change: (items: BinderItem[]) => BinderItem[]) {
  client.setQueryData<BinderAnswer>(binderKeys.product(productId), (d) => d && { ...d, items: change(d.items) });
  void client.invalidateQueries({ queryKey: binderKeys.all });
}
const upsert = (item: BinderItem) => (items: BinderItem[]) => [...items.filter((i) => i.usage !== item.usage), item];

// `sessionEnd: 'stay'` on the adds and ratings: a session that ran out re-renders the page signed
// out, asking to sign in (spec 1 §4), rather than logging out. A removal logs out (the default).

/**
 * One tap on a thumb: the first on an activity puts the product in the binder for it with the
 * rating (spec 1: the item is made at the first thumb click), a later one changes the rating.
 */
export async function saveRating(
  client: QueryClient,
  productId: string,
  usage: Usage,
  rating: 1 | -1,
  existing: BinderItem | undefined,
  lotId?: string,
) {
  const { item } = existing
    ? await call('rateBinderItem', { body: { product: productId, usage, rating }, sessionEnd: 'stay' })
    : await call('addToBinder', {
        body: { product: productId, usage, rating, ...(lotId ? { lot: lotId } : {}) },
        sessionEnd: 'stay',
      });
  itemsChanged(client, productId, upsert(item));
}

/** The heart: the product goes in the binder, not yet rated, under FAVORITE_USAGE. */
export async function addFavorite(client: QueryClient, productId: string, lotId?: string) {
  const { item } = await call('addToBinder', {
    body: { product: productId, usage: FAVORITE_USAGE, ...(lotId ? { lot: lotId } : {}) },
    sessionEnd: 'stay',
  });
  itemsChanged(client, productId, upsert(item));
}

/**
 * Takes a product's items out of the binder: the API removes one item (product and usage) a call;
 * an item already gone counts as removed. Answers the usages whose items are gone.
 */
export async function removeBinderItems(productId: string, usages: Usage[]) {
  const results = await Promise.allSettled(
    usages.map((usage) => call('removeBinderItem', { body: { product: productId, usage } })),
  );
  return usages.filter((_, n) => results[n]?.status === 'fulfilled');
}

/** The heart's second tap: every item of the product leaves the binder (undone by restoreFavorite). */
export async function removeFavorite(client: QueryClient, productId: string, items: BinderItem[]) {
  const gone = await removeBinderItems(
    productId,
    items.map((i) => i.usage),
  );
  itemsChanged(client, productId, (left) => left.filter((i) => !gone.includes(i.usage)));
  return gone;
}

/** Undo: the removed items come back as they were (rating, note, lot); adding is idempotent per activity. */
export async function restoreFavorite(client: QueryClient, productId: string, items: BinderItem[]) {
  for (const i of items) {
    const { item } = await call('addToBinder', {
      body: {
        product: productId,
        usage: i.usage,
        rating: i.rating,
        ...(i.lot ? { lot: i.lot } : {}),
        ...(i.note ? { note: i.note } : {}),
      },
      sessionEnd: 'stay',
    });
    itemsChanged(client, productId, upsert(item));
  }
}
