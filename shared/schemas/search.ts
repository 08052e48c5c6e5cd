import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { idSchema } from './common.ts';
import { stampSummarySchema } from './stamp.ts';

/** Results per list unless the caller asks otherwise (the public search asks for 10). */
export const DEFAULT_RESULT_COUNT = 10;
export const MAX_RESULT_COUNT = 60;

/** POST /api/consumer/search (spec 1): the text typed, and how many of each list to answer. */
export const searchBodySchema = z.object({
  searchString: z.string().check(z.maxLength(128)),
  resultCount: z.optional(z.int().check(z.gte(1), z.lte(MAX_RESULT_COUNT))),
});

/**
 * A search result (spec 1): name, cleanUrl, brand.name, latestLot.testResult, available; and its
 * category, which the cards show (absent for a product indexed before the index kept it).
 */
export const searchEntrySchema = z.object({
  _id: idSchema,
  name: z.string(),
  cleanUrl: z.string(),
  brand: z.object({ name: z.string() }),
  productCategory: z.optional(z.enum(PRODUCT_CATEGORIES)),
  latestLot: z.optional(z.object({ _id: idSchema, testResult: z.optional(stampSummarySchema) })),
  available: z.boolean(),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

export const searchAnswerSchema = z.object({
  available: z.array(searchEntrySchema),
  unavailable: z.array(searchEntrySchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * GET search/tags (spec 1, Terpestival): tagged products by name, a page at a time. The first tag
 * drives the page's filter; the stamp is drawn from the latest lot's result.
 */
export const taggedProductSchema = z.extend(searchEntrySchema, { tags: z.array(z.string()) });
export type TaggedProduct = z.infer<typeof taggedProductSchema>;

export const taggedPageSchema = z.object({
  products: z.array(taggedProductSchema),
  nextCursor: z.nullable(z.string()),
});
