import { infiniteQueryOptions } from '@tanstack/react-query';
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
