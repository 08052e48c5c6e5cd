import type * as z from 'zod/mini';
import type { coaPrefillSchema } from '#shared/schemas/coa-prefill';

/** What a reading gives: the shape the pipeline's draft keeps (shared/schemas/coa-prefill.ts). */
export type CoaPrefill = z.infer<typeof coaPrefillSchema>;
