import { queryOptions } from '@tanstack/react-query';
import { TEST_RESULT_PAGE_SIZE } from '#shared/schemas/client-test-results';
import { call } from '#web/api/client.ts';

// The client area's test result calls (docs/client-test-results.md); business reads are never cached by the server.

/** Every query of this feature starts with this key, so a save can refresh them all at once. */
export const TEST_RESULTS_KEY = 'client-test-results';

/** One page of the client's results, newest change first; `cursor` is the previous page's nextCursor. */
export const testResultPageQuery = (clientId: string, cursor?: string) =>
  queryOptions({
    queryKey: [TEST_RESULTS_KEY, clientId, 'page', cursor ?? ''],
    queryFn: ({ signal }) =>
      call('listTestResults', { params: { clientId }, query: { limit: TEST_RESULT_PAGE_SIZE, cursor } }, signal),
  });

export const testResultQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: [TEST_RESULTS_KEY, clientId, 'result', id],
    queryFn: ({ signal }) => call('getTestResult', { params: { clientId, id } }, signal),
  });

/** The compliance labs (spec 2 `client/keypairs/labs`), by name. */
export const labsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [TEST_RESULTS_KEY, clientId, 'labs'],
    queryFn: ({ signal }) => call('labKeypairs', { params: { clientId } }, signal),
    staleTime: 5 * 60_000,
  });

/** The same labs for the data-entry staff, who belong to no company (`GET /api/service/labs`). */
export const serviceLabsQuery = () =>
  queryOptions({
    queryKey: [TEST_RESULTS_KEY, 'service', 'labs'],
    queryFn: ({ signal }) => call('serviceLabs', {}, signal),
    staleTime: 5 * 60_000,
  });
