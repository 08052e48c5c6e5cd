import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** Results per list on the full page (the public box asks for 10). */
export const PAGE_RESULTS = 48;

/** The full search page's results for a query. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => call('search', { body: { searchString: q, resultCount: PAGE_RESULTS } }, signal),
  });

/** The search box's suggestions: the first `count` of the available, then the unavailable. */
export const suggestionsQuery = (q: string, count: number) =>
  queryOptions({
    queryKey: ['search', q, 'suggestions', count],
    queryFn: async ({ signal }) => {
      const r = await call('search', { body: { searchString: q, resultCount: count } }, signal);
      return [...r.available, ...r.unavailable].slice(0, count);
    },
    retry: false,
  });
