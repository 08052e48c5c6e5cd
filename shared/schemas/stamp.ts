import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/**
 * A result as a list draws it: the figures the cannastamp shows (spec: search grid, similar list,
 * binder), without the rest of the certificate.
 */
export const stampSummarySchema = z.object({
  _id: idSchema,
  strain: z.string(),
  thcTotal: z.number(),
  /** Delta-8 THC, only when the lab reported some (docs/cannastamp.md). */
  d8Thc: z.optional(z.number()),
  cbdTotal: z.number(),
  cbg: z.number(),
  cbn: z.number(),
  cbc: z.number(),
  thcV: z.number(),
  myrcene: z.number(),
  alphaPinene: z.number(),
  betaPinene: z.number(),
  caryophyllene: z.number(),
  humulene: z.number(),
  limonene: z.number(),
  linalool: z.number(),
  ocimene: z.number(),
  terpinolene: z.number(),
});
export type StampSummary = z.infer<typeof stampSummarySchema>;
