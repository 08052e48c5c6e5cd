import * as client from '#shared/routes/client/test-results';
import { readingAnswer, startCertificateReading } from '#lib/coa-reader/reading';
import { securedRoute } from '#lib/runtime/secured-route';

/** Starts reading a certificate the company uploaded; the stream worker reads it (#lib/coa-reader/reading). */
export const handler = securedRoute(client.startCertificateReading, async ({ params, caller }) =>
  readingAnswer(await startCertificateReading(params.clientId, params.uploadId, caller.user._id)),
);
