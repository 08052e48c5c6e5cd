import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { TEST_RESULT_PAGE_SIZE } from '#shared/schemas/client-test-results';
import type { TestResult, TestResultBody } from '#shared/schemas/test-result';
import { call } from '#web/api/client.ts';
import { refreshLotLists } from '#web/features/client/lots/api.ts';
import { parentLotsQuery } from '#web/features/client/printing/api.ts';
import { testedLotsQuery } from '#web/features/client/products/api.ts';

// The client area's test result calls (docs/client-test-results.md); business reads are never cached by the server.

/** Every query of this feature starts with this key. */
const TEST_RESULTS_KEY = 'client-test-results';

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

/**
 * What a result's save leaves stale: the result table's pages, the lot tables and the products'
 * latest-lot choice (a lot shows its test's strain, lab and date), and, when the save made a parent
 * lot (a new result does), the sticker picker's lots. The labs stay.
 */
export const refreshTestResultLists = (queries: QueryClient, clientId: string, lotMade: boolean) =>
  Promise.all([
    queries.invalidateQueries({ queryKey: [TEST_RESULTS_KEY, clientId, 'page'] }),
    refreshLotLists(queries, clientId),
    queries.invalidateQueries({ queryKey: testedLotsQuery(clientId).queryKey }),
    lotMade && queries.invalidateQueries({ queryKey: parentLotsQuery(clientId).queryKey }),
  ]);

/** A saved result (the form's, or the data-entry pipeline's) becomes its entry; the lists go stale. */
export async function testResultSaved(
  queries: QueryClient,
  clientId: string,
  testResult: TestResult,
  lotMade: boolean,
) {
  queries.setQueryData(testResultQuery(clientId, testResult._id).queryKey, { error: false, testResult });
  await refreshTestResultLists(queries, clientId, lotMade);
}

/**
 * Saves a result: an update of `existingId`, or a new one with its parent lot. The CSV import
 * passes `many` and refreshes the lists once at its end (`refreshTestResultLists`), not once a row.
 */
export async function saveTestResult(
  queries: QueryClient,
  clientId: string,
  body: TestResultBody,
  existingId?: string,
  { many = false }: { many?: boolean } = {},
) {
  const { testResult } = existingId
    ? await call('updateTestResult', { params: { clientId, id: existingId }, body })
    : await call('createTestResult', { params: { clientId }, body });
  if (many) queries.setQueryData(testResultQuery(clientId, testResult._id).queryKey, { error: false, testResult });
  else await testResultSaved(queries, clientId, testResult, !existingId);
  return testResult;
}

/** Starts reading an uploaded certificate (once per upload: a second start answers the first). */
export const startCertificateReading = (clientId: string, uploadId: string) =>
  call('startCertificateReading', { params: { clientId, uploadId } });

/** How often the form asks whether the certificate is read: most take under a second, OCR a minute. */
const READING_POLL_MS = 1500;

/** A certificate's reading, polled until the worker has read it. */
export const certificateReadingQuery = (clientId: string, uploadId: string) =>
  queryOptions({
    queryKey: [TEST_RESULTS_KEY, clientId, 'reading', uploadId],
    queryFn: ({ signal }) => call('getCertificateReading', { params: { clientId, uploadId } }, signal),
    refetchInterval: (q) => (q.state.data?.state === 'read' ? false : READING_POLL_MS),
    staleTime: Infinity,
  });
