import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { BinderAnswer, Usage } from '#shared/schemas/binder';
import { call } from '#web/api/client.ts';
import { binderKeys } from './api.ts';

/** The caller's binder, a page (60 items) at a time; the cursor names the last item of the page before. */
export const binderQuery = () =>
  infiniteQueryOptions({
    queryKey: binderKeys.all,
    queryFn: ({ signal, pageParam }) => call('getBinder', pageParam ? { body: { cursor: pageParam } } : {}, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * After a removal: the binder's pages already shown lose the items, and the product when none of
 * its items is left, without a refetch (the next page's cursor still holds); the product's own
 * items are read again.
 */
export function binderItemsRemoved(queries: QueryClient, productId: string, usages: Usage[], productGone: boolean) {
  queries.setQueryData<InfiniteData<BinderAnswer, string | undefined>>(
    binderKeys.all,
    (d) =>
      d && {
        ...d,
        pages: d.pages.map((p) => ({
          ...p,
          items: p.items.filter((i) => i.product !== productId || !usages.includes(i.usage)),
          products: productGone ? p.products.filter((c) => c._id !== productId) : p.products,
        })),
      },
  );
  void queries.invalidateQueries({ queryKey: binderKeys.product(productId) });
}
