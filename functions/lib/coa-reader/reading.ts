import * as testResultMessages from '#shared/messages/client/test-results';
import { MEDIA } from '#shared/media';
import type { CertificateReading } from '#shared/schemas/certificate-reading';
import { getReading, startReading } from '#lib/coa-reader/store';
import { getUpload } from '#lib/uploads/store';
import { badRequest, notFound } from '#lib/base/errors';

// A producer's reading of a certificate it uploaded (docs/client-test-results.md, Filled from the
// certificate). Only a confirmed COA upload of the company itself is read: another company's upload
// is answered as one that does not exist, and the key must sit under the company's own prefix, as
// the uploads domain holds every record's links to it.

/** Starts reading the company's uploaded certificate (once per upload), answering the reading. */
export async function startCertificateReading(
  clientId: string,
  uploadId: string,
  caller: string,
): Promise<CertificateReading> {
  const upload = await getUpload(uploadId);
  if (!upload || upload.clientId !== clientId || upload.state !== 'confirmed')
    throw notFound(testResultMessages.certificateUploadNotFound);
  if (upload.purpose !== 'coa' || !upload.key.startsWith(`${MEDIA.private.coas}${clientId}/`))
    throw badRequest(testResultMessages.notACertificate);
  return await startReading({
    _id: upload._id,
    clientId,
    key: upload.key,
    state: 'reading',
    createdBy: caller,
    createdAt: new Date().toISOString(),
  });
}

/** The company's reading of that upload. */
export async function certificateReading(clientId: string, uploadId: string): Promise<CertificateReading> {
  const reading = await getReading(uploadId);
  if (!reading || reading.clientId !== clientId) throw notFound(testResultMessages.readingNotFound);
  return reading;
}

/** What the routes answer of a reading. */
export const readingAnswer = (r: CertificateReading) => ({
  error: false as const,
  state: r.state,
  ...(r.prefill ? { prefill: r.prefill } : {}),
});
