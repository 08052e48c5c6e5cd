import { z } from 'zod';
import { idSchema } from './common.ts';
import { brandSchema, lotWithTestSchema, productSchema } from './catalog.ts';

/** The product page's view: the product with its reference (or latest) lot and that lot's test result. */
export const productViewSchema = productSchema.omit({ latestLot: true }).extend({
  latestLot: lotWithTestSchema.nullable(),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const brandListSchema = z.array(brandSchema).min(1);

export const brandProductSchema = productSchema.pick({
  _id: true, name: true, cleanUrl: true, available: true, productCategory: true, productType: true,
});
export const brandProductsSchema = z.object({
  products: z.array(brandProductSchema),
  nextCursor: z.string().nullable(),
});

export const pageQuerySchema = z.object({
  cursor: z.string().max(512).regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const productParamsSchema = z.object({ id: idSchema, optional: idSchema.optional() });
export const idParamsSchema = z.object({ id: idSchema });
