import * as z from 'zod/mini';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_NAME_MAX,
  SHORT_DESCRIPTION_MAX,
  TEXT_AREA_MAX,
  TEXT_INPUT_MAX,
} from '../constants.ts';
import * as productMessages from '../messages/client/products.ts';
import { cursorSchema, idSchema, ignoredFields, imageLink, text } from './common.ts';
import { msrpSchema, productSchema } from './catalog.ts';

// The business side of products (spec 2): what a producer's product form and bulk edit send, and
// what the client-scoped product calls answer. The stored shape is catalog.ts's productSchema.

export const clientParamsSchema = z.object({ clientId: idSchema });
export const clientProductParamsSchema = z.object({ clientId: idSchema, id: idSchema });

/** `?limit=&cursor=&deleted=true`: a page of the client's products, newest first; deleted ones only on request. */
export const clientProductsQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9][0-9]|100)$/, 'must be a whole number from 1 to 100'))),
  cursor: z.optional(cursorSchema),
  deleted: z.optional(z.enum(['true', 'false'])),
});

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * A product as the form, the bulk edit and the CSV upload send it. The producer is the client of
 * the path, never the body (a CSV row may carry one: it is ignored); the brand's name is read from
 * the brand. `importKey` names one creation (a CSV file's row, a form opened once): sent again after
 * a lost answer, it finds the product it made instead of making a second.
 */
export const productBodySchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Product Name is required'),
        z.maxLength(PRODUCT_NAME_MAX, `Product Name must be at most ${PRODUCT_NAME_MAX} characters`),
      ),
    productName: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(PRODUCT_NAME_MAX, `Product Line must be at most ${PRODUCT_NAME_MAX} characters`)),
    ),
    shortDescription: z.optional(
      z
        .string()
        .check(
          z.maxLength(SHORT_DESCRIPTION_MAX, `Short Description must be at most ${SHORT_DESCRIPTION_MAX} characters`),
        ),
    ),
    longDescription: z.optional(
      z.string().check(z.maxLength(TEXT_AREA_MAX, `Long Description must be at most ${TEXT_AREA_MAX} characters`)),
    ),
    brand: z.string().check(z.regex(/^[0-9a-f]{24}$/, productMessages.brandRequired)),
    productCategory: z.enum(PRODUCT_CATEGORIES, productMessages.categoryRequired),
    productType: required(productMessages.typeRequired).check(z.maxLength(TEXT_INPUT_MAX)),
    strain: z.optional(text(TEXT_INPUT_MAX)),
    /** An empty latest lot is omitted (spec 2 section 5): '' means none. */
    latestLot: z.optional(z.union([idSchema, z.literal('')])),
    available: z.optional(z.boolean()),
    tags: z.optional(z.array(text(64)).check(z.maxLength(20))),
    /** Dollars; the product cards' MSRP unless the print queue says otherwise. Left out: kept as it was; null: removed. */
    msrp: z.optional(z.nullable(msrpSchema)),
    featureImage: z.optional(imageLink),
    backgroundImage: z.optional(imageLink),
    mediaGallery: z.optional(z.array(imageLink).check(z.maxLength(24))),
    importKey: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/, 'must be 8 to 80 letters, digits, - or _')),
    ),
    ...ignoredFields('producer', '_id'),
  })
  .check(
    z.refine((b) => !(b.available === true && !b.latestLot), {
      message: productMessages.selectTestResult,
      path: ['available'],
    }),
  );
export type ProductBody = z.input<typeof productBodySchema>;

export const productAnswerSchema = z.object({ error: z.literal(false), product: productSchema });
/** A creation answers whether it made the product (false: its importKey had made it already). */
export const productCreatedSchema = z.object({ error: z.literal(false), product: productSchema, created: z.boolean() });
/** A page of the table (the page knows the company's Pro level from the shell's company query). */
export const productPageSchema = z.object({
  error: z.literal(false),
  products: z.array(productSchema),
  nextCursor: z.nullable(z.string()),
});
export const productsByIdBodySchema = z.object({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(100)) });
export const productListSchema = z.object({ error: z.literal(false), products: z.array(productSchema) });

/** An option list (spec 2: "option lists of id and name"). */
export const keyPairsSchema = z.object({
  error: z.literal(false),
  options: z.array(z.object({ _id: idSchema, name: z.string() })),
});
/** A list of names (productTypeList by category, strainList). */
export const productTypesSchema = z.object({
  error: z.literal(false),
  productTypes: z.record(z.enum(PRODUCT_CATEGORIES), z.array(z.string())),
});
export const strainsSchema = z.object({ error: z.literal(false), strains: z.array(z.string()) });
export const clientBrandsParamsSchema = z.object({ clientId: idSchema, id: idSchema });
