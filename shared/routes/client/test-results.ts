import { route } from '../../route-def.ts';
import * as testResultMessages from '../../messages/client/test-results.ts';
import {
  clientTestResultParamsSchema,
  clientTestResultsParamsSchema,
  testResultAnswerSchema,
  testResultListAnswerSchema,
  testResultListQuerySchema,
} from '../../schemas/client-test-results.ts';
import { testResultBodySchema } from '../../schemas/test-result.ts';
import { certificateReadingAnswerSchema, certificateReadingParamsSchema } from '../../schemas/certificate-reading.ts';

// A producer's test results (spec 2 §7), scoped to one client: a result belongs to its dataOwner,
// and only that client's members (and admins) read or change it (docs/client-test-results.md).

/** The Test Results list: the client's results, newest change first, paged. */
export const listTestResults = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/testResults',
  handler: 'client/test-results/list-test-results',
  access: 'clientMember',
  failure: testResultMessages.failedToLoad,
  params: clientTestResultsParamsSchema,
  query: testResultListQuerySchema,
  response: testResultListAnswerSchema,
  needs: { table: 'read' },
});

export const getTestResult = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/testResult/{id}',
  handler: 'client/test-results/get-test-result',
  access: 'clientMember',
  params: clientTestResultParamsSchema,
  response: testResultAnswerSchema,
  needs: { table: 'read' },
});

/** A new result and the parent lot it is the test of, in one transaction (the lot tables list it). */
export const createTestResult = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/testResult',
  handler: 'client/test-results/create-test-result',
  access: 'clientMember',
  failure: testResultMessages.serverFailedToSave,
  params: clientTestResultsParamsSchema,
  body: testResultBodySchema,
  response: testResultAnswerSchema,
  needs: { table: 'write' },
});

export const updateTestResult = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/testResult/{id}',
  handler: 'client/test-results/update-test-result',
  access: 'clientMember',
  failure: testResultMessages.serverFailedToSave,
  params: clientTestResultParamsSchema,
  body: testResultBodySchema,
  response: testResultAnswerSchema,
  needs: { table: 'write' },
});

/**
 * Starts reading a certificate the company uploaded (a confirmed COA upload), so the form can fill
 * its empty fields from it (docs/client-test-results.md, Filled from the certificate): the stream
 * worker reads it as it reads the data-entry service's drafts. Once per upload; 202 with its state.
 */
export const startCertificateReading = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/certificateReading/{uploadId}',
  handler: 'client/test-results/start-certificate-reading',
  access: 'clientMember',
  status: 202,
  params: certificateReadingParamsSchema,
  response: certificateReadingAnswerSchema,
  needs: { table: 'write' },
});

/** A reading's state, and what was read once it is read. */
export const getCertificateReading = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/certificateReading/{uploadId}',
  handler: 'client/test-results/get-certificate-reading',
  access: 'clientMember',
  params: certificateReadingParamsSchema,
  response: certificateReadingAnswerSchema,
  needs: { table: 'read' },
});
