import * as testResultMessages from '#shared/messages/client/test-results';
import * as client from '#shared/routes/client/test-results';
import { getTestResult, replaceOwnTestResult } from '#lib/test-results/store';
import { testResultFromForm } from '#lib/test-results/form';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Saves the form over a result of this client. Its figures are replaced whole (a field left empty
 * is no longer reported); its owner, lot, creation time and review notes stay.
 */
export const handler = securedRoute(client.updateTestResult, async ({ params, body }) => {
  const before = await getTestResult(params.id);
  if (!before || before.dataOwner !== params.clientId) throw notFound(testResultMessages.testResultNotFound);
  const testResult = await testResultFromForm(
    body,
    {
      _id: before._id,
      dataOwner: before.dataOwner,
      producer: before.producer,
      lotId: before.lotId,
      reviewNotes: before.reviewNotes,
      createdAt: before.createdAt,
      // strictly later than the version read, so the condition below tells saves apart
      updatedAt: new Date(Math.max(Date.now(), Date.parse(before.updatedAt) + 1)).toISOString(),
    },
    before,
  );
  // the condition holds the owner and the version read: a result moved away or saved meanwhile is not written over
  if (!(await replaceOwnTestResult(testResult, before))) {
    const now = await getTestResult(params.id);
    if (!now || now.dataOwner !== params.clientId) throw notFound(testResultMessages.testResultNotFound);
    throw conflict(testResultMessages.changedMeanwhile);
  }
  return { error: false as const, testResult };
});
