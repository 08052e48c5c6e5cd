import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The admin test table's call (docs/admin-test-results.md).

export const adminTestPageQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['admin-tests', 'page', query],
    queryFn: ({ signal }) => call('adminGetTestResults', { query: query as never }, signal),
    placeholderData: keepPreviousData,
  });

/** Companies whose name holds the text, for the client filter's picker. */
export const searchCompanies = async (name: string, signal: AbortSignal) =>
  (await call('listEntities', { query: { limit: '20', name } }, signal)).entities.map((c) => ({
    value: c._id,
    label: c.name,
  }));

/** The chosen client's name, for a filter read from the address. */
export const companyNameQuery = (clientId: string | undefined) =>
  queryOptions({
    queryKey: ['admin-tests', 'company', clientId],
    queryFn: ({ signal }) => call('getEntity', { params: { clientId: clientId! } }, signal),
    enabled: !!clientId,
    staleTime: 300_000,
  });
