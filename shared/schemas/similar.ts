import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { idSchema } from './common.ts';
import { stampSummarySchema } from './stamp.ts';

/**
 * One similar product as GET /api/consumer/productComps/{id} answers it (spec 1: "targetTest with
 * lot (product, producer)"): enough to draw its cannastamp at 100 px and link to it.
 */
export const similarEntrySchema = z.object({
  distance: z.number(),
  targetTest: stampSummarySchema,
  lot: z.object({
    product: z.object({
      _id: idSchema,
      name: z.string(),
      cleanUrl: z.string(),
      // answers written before categories were kept have none
      productCategory: z.optional(z.enum(PRODUCT_CATEGORIES)),
      brand: z.object({ _id: idSchema, name: z.string() }),
    }),
    producer: idSchema,
  }),
});
export type SimilarEntry = z.infer<typeof similarEntrySchema>;
export const similarListSchema = z.array(similarEntrySchema);
