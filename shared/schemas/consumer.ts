import * as z from 'zod/mini';
import { cursorSchema, imageLink, idSchema } from './common.ts';
import { brandSchema, lotWithTestSchema, productSchema } from './catalog.ts';

/** The product page's view: the product with its reference (or latest) lot and that lot's test result. */
export const productViewSchema = z.extend(z.omit(productSchema, { latestLot: true }), {
  latestLot: z.nullable(lotWithTestSchema),
  /** 'Certified By' (spec 1): the testing lab, when its name contains the configured word. */
  certifiedBy: z.nullable(z.object({ name: z.string(), logo: z.optional(imageLink) })),
});

export const brandListSchema = z.array(brandSchema).check(z.minLength(1));

export const brandProductSchema = z.pick(productSchema, {
  _id: true,
  name: true,
  cleanUrl: true,
  available: true,
  productCategory: true,
  productType: true,
});
export const brandProductsSchema = z.object({
  products: z.array(brandProductSchema),
  nextCursor: z.nullable(z.string()),
});

export const pageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    24,
  ),
});

export const productParamsSchema = z.object({ id: idSchema, optional: z.optional(idSchema) });
export { idParamsSchema } from './common.ts';
