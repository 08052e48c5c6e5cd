import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The admin test table's call (docs/admin-test-results.md).

export const adminTestPageQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['admin-tests', 'page', query],
    queryFn: ({ signal }) => call('adminGetTestResults', { query: query as never }, signal),
    placeholderData: keepPreviousData,
  });
