import { queryOptions } from '@tanstack/react-query';
import type { TaggedProduct } from '#shared/schemas/search';
import { call } from '#web/api/client.ts';

/** Every entry, a page of 100 at a time: the filter works on the whole field, so the page needs all of them. */
async function allEntries(signal: AbortSignal) {
  const entries: TaggedProduct[] = [];
  let cursor: string | undefined;
  do {
    const page = await call('searchTags', { query: { limit: 100, cursor } }, signal);
    entries.push(...page.products);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  // the index sorts by its key; people expect 'Blue Dream' before 'Blue Dream Cookies'
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The Terpestival's entries, all of them. */
export const terpestivalQuery = () =>
  queryOptions({ queryKey: ['terpestival'], queryFn: ({ signal }) => allEntries(signal) });
