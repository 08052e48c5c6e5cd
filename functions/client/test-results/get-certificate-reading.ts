import * as client from '#shared/routes/client/test-results';
import { certificateReading, readingAnswer } from '#lib/coa-reader/reading';
import { securedRoute } from '#lib/runtime/secured-route';

/** A reading's state, and the values read once the worker has read the certificate. */
export const handler = securedRoute(client.getCertificateReading, async ({ params }) =>
  readingAnswer(await certificateReading(params.clientId, params.uploadId)),
);
