import * as z from 'zod/mini';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';
import { MEASURES, testResultSchema } from './test-result.ts';

// A lot's public lab-result page (docs/lab-result-page.md): what every printed sticker's QR code
// opens, readable without an account.

export const labResultParamsSchema = z.object({ lotId: idSchema });

/** An earlier result of the same product: another of its parent lots, newest first. */
export const earlierResultSchema = z.object({
  lotId: idSchema,
  testDate: z.optional(z.string()),
  labName: z.string(),
  approved: z.boolean(),
  thc: z.number(),
  cbd: z.number(),
  createdAt: isoDateTime,
});

export const labResultAnswerSchema = z.object({
  error: z.literal(false),
  lotId: idSchema,
  /** Whether search engines may index the page: only when the producer publishes the lot. */
  indexable: z.boolean(),
  product: z.optional(
    z.object({
      _id: idSchema,
      name: z.string(),
      brandName: z.string(),
      /** The brand's page (`/brand/{brandId}`). */
      brandId: idSchema,
      productCategory: z.string(),
      /** Whether the product is still made (a discontinued one keeps its page but takes no new favourites). */
      active: z.boolean(),
    }),
  ),
  /** The company that made the lot. */
  producer: z.object({ _id: idSchema, name: z.string() }),
  /** The lot's own parent lot (a child lot, such as a retail package, shows its parent's result). */
  parentLotId: z.optional(idSchema),
  testResult: testResultSchema,
  /** 10-minute links to the certificate PDFs. */
  coaLinks: z.array(z.string()),
  history: z.array(earlierResultSchema),
  updatedAt: isoDateTime,
});
export type LabResultAnswer = z.infer<typeof labResultAnswerSchema>;

/** A figure one save of the lot's result changed, as printed before and after (absent: not reported). */
export const figureChangeSchema = z.object({
  key: z.enum(MEASURES),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

/**
 * One saved version of a lot's result, from the lot's results log (docs/data-model.md): written in
 * the same transaction as the result or the lot it records, so the log never misses a change.
 */
export const resultVersionSchema = z.object({
  lotId: idSchema,
  testResultId: idSchema,
  savedAt: isoDateTime,
  testDate: z.optional(z.string()),
  labName: z.string(),
  approved: z.boolean(),
  /** What this save changed against the version before it; empty for the lot's first result. */
  changes: z.array(figureChangeSchema),
  /** The lot's first result, or another result put on the lot (no figure-by-figure comparison). */
  kind: z.enum(['first', 'edited', 'replaced']),
});
export type ResultVersion = z.infer<typeof resultVersionSchema>;

export const resultVersionsQuerySchema = z.strictObject({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(50, 'must be 50 or less')),
    10,
  ),
  cursor: z.optional(cursorSchema),
});

export const resultVersionsAnswerSchema = z.object({
  error: z.literal(false),
  versions: z.array(resultVersionSchema),
  nextCursor: z.nullable(z.string()),
});
