import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common.ts';
import { coaPrefillSchema } from './coa-prefill.ts';

// A producer's certificate read for the test result form (docs/client-test-results.md, Filled from
// the certificate): the PDF or WCIA file the company uploaded is read by the same reader and worker
// as the data-entry service's drafts, and the form fills its empty fields from the prefill.

export const certificateReadingParamsSchema = z.object({ clientId: idSchema, uploadId: idSchema });

export const READING_STATES = ['reading', 'read'] as const;

/** A reading as the table keeps it (beside its upload, `UPLOAD#<id>` / `READING`), for a day. */
export const certificateReadingSchema = z.object({
  /** The upload's id: one reading per upload. */
  _id: idSchema,
  clientId: idSchema,
  /** The confirmed certificate's bucket key (`private/coas/<clientId>/<uploadId>.pdf` or `.json`). */
  key: z.string(),
  state: z.enum(READING_STATES),
  prefill: z.optional(coaPrefillSchema),
  createdBy: idSchema,
  createdAt: isoDateTime,
});
export type CertificateReading = z.infer<typeof certificateReadingSchema>;

/** 'reading' until the worker has read the file; then 'read' with what it found (maybe nothing, and why). */
export const certificateReadingAnswerSchema = z.object({
  error: z.literal(false),
  state: z.enum(READING_STATES),
  prefill: z.optional(coaPrefillSchema),
});
