import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, routeUrl } from '#web/api/client.ts';

export const labResultQuery = (lotId: string) =>
  queryOptions({
    queryKey: ['labResult', lotId],
    queryFn: ({ signal }) => call('getLabResult', { params: { lotId } }, signal),
  });

/** Versions of the lot's result per page of its history; older ones load on request. */
export const VERSIONS_PAGE = 10;

/** Every saved version of the lot's result (its results log), newest first. */
export const resultVersionsQuery = (lotId: string) =>
  infiniteQueryOptions({
    queryKey: ['labResultVersions', lotId],
    queryFn: ({ signal, pageParam }) =>
      call('getLabResultVersions', { params: { lotId }, query: { limit: VERSIONS_PAGE, cursor: pageParam } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The lot's result as a WCIA lab result document (JSON), for a link. */
export const wciaHref = (lotId: string) => routeUrl('getLabResultWcia', { lotId });
