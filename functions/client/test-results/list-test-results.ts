import * as client from '#shared/routes/client/test-results';
import { TEST_RESULT_PAGE_SIZE } from '#shared/schemas/client-test-results';
import { listClientTestResults } from '#lib/test-results/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Test Results: the client's own results, newest change first, ten a page unless asked otherwise. */
export const handler = securedRoute(client.listTestResults, async ({ params, query }) => ({
  error: false as const,
  ...(await listClientTestResults(
    params.clientId,
    query.limit ? Number(query.limit) : TEST_RESULT_PAGE_SIZE,
    query.cursor,
  )),
}));
