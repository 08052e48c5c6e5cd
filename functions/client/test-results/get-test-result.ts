import * as testResultMessages from '#shared/messages/client/test-results';
import * as client from '#shared/routes/client/test-results';
import { getTestResult } from '#lib/test-results/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The test result form's result: read from the table, and only the client's own (its dataOwner). */
export const handler = securedRoute(client.getTestResult, async ({ params }) => {
  const testResult = await getTestResult(params.id);
  // another company's result is answered as one that does not exist
  if (!testResult || testResult.dataOwner !== params.clientId) throw notFound(testResultMessages.testResultNotFound);
  return { error: false as const, testResult };
});
