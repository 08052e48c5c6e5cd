import * as z from 'zod/mini';
import { productSchema } from './catalog.ts';
import { cursorSchema, idSchema } from './common.ts';

/**
 * The admin product table: every product, newest change first (gsi3 `PRODUCTS`), or one
 * producer's (gsi1) when filtered by owner; `?limit=&cursor=` like every list.
 */
export const adminProductsQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    10,
  ),
  producer: z.optional(idSchema),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});

/** A row: the product with its owner's name (the table shows who owns it). */
export const adminProductRowSchema = z.object({
  ...productSchema.shape,
  producerName: z.nullable(z.string()),
});
export const adminProductsSchema = z.object({
  error: z.literal(false),
  products: z.array(adminProductRowSchema),
  nextCursor: z.nullable(z.string()),
});

export const setProductOwnerParamsSchema = z.object({ productId: idSchema });
/** The new owner, and the version the admin saw (its updatedAt): the change holds only over that version. */
export const setProductOwnerBodySchema = z.strictObject({
  producer: idSchema,
  updatedAt: z.string().check(z.maxLength(40)),
});
export const setProductOwnerAnswerSchema = z.object({ error: z.literal(false), product: adminProductRowSchema });

/** transferEntityProducts (spec 3): every product of one producer company to another, as a background job. */
export const transferProductsBodySchema = z.strictObject({ from: idSchema, to: idSchema });

/**
 * A transfer job as the panel shows it: who from and to, how far (moved of total, total counted at
 * the start and raised if products arrive meanwhile), and how it ended.
 */
export const productTransferSchema = z.object({
  _id: idSchema,
  from: idSchema,
  to: idSchema,
  fromName: z.string(),
  toName: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  moved: z.number(),
  total: z.number(),
  batches: z.number(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export const productTransferAnswerSchema = z.object({ error: z.literal(false), transfer: productTransferSchema });
export const productTransferParamsSchema = z.object({ id: idSchema });
export const productTransfersQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(50, 'must be 50 or less')),
    5,
  ),
});
export const productTransfersSchema = z.object({
  error: z.literal(false),
  transfers: z.array(productTransferSchema),
  nextCursor: z.nullable(z.string()),
});
