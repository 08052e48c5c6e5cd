import type { CertificateReading } from '#shared/schemas/certificate-reading';
import { uploadKey } from '#lib/uploads/keys';

// A producer's certificate reading lives beside the upload it reads (docs/data-model.md): one per
// upload, so a second start finds the first; kept a day, as long as the form that asked wants it.

export const READING_ENTITY = 'certificateReading';

const DAY_SECONDS = 86_400;

export const readingKey = (uploadId: string) => ({ pk: uploadKey(uploadId).pk, sk: 'READING' });

/** A new reading as stored: waiting for the worker, expiring a day after it was asked for. */
export const readingRecord = (r: CertificateReading) => ({
  ...r,
  ...readingKey(r._id),
  entity: READING_ENTITY,
  expiresAt: Math.floor(Date.parse(r.createdAt) / 1000) + DAY_SECONDS,
});
