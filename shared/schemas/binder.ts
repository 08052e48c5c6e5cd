import * as z from 'zod/mini';
import * as binderMessages from '../messages/binder.ts';
import { cursorSchema, idSchema, ignoredFields, isoDateTime } from './common.ts';
import { stampSummarySchema } from './stamp.ts';
import { USAGES } from '../constants.ts';

// The binder (spec 1 'My Favorites'): one item per user, product and usage, rated up or down.

export { USAGES } from '../constants.ts';
export type Usage = (typeof USAGES)[number];

const usage = z.enum(USAGES, binderMessages.selectUsageAndRating);
const rating = z.union([z.literal(1), z.literal(-1), z.literal(0)], binderMessages.selectUsageAndRating);

export const binderItemSchema = z.object({
  _id: idSchema,
  user: idSchema,
  product: idSchema,
  usage,
  rating,
  note: z.optional(z.string().check(z.maxLength(600))),
  public: z.boolean(),
  lot: z.optional(idSchema),
  test: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BinderItem = z.infer<typeof binderItemSchema>;

/** What the binder page shows beside each product's items: resolved when read, so names stay current. */
export const binderProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  cleanUrl: z.string(),
  brand: z.object({ _id: idSchema, name: z.string() }),
  testResult: z.optional(stampSummarySchema),
});

/** A page of the binder: its items, the cards of their products, and the cursor of the next page (null: none). */
export const binderAnswerSchema = z.object({
  items: z.array(binderItemSchema),
  products: z.array(binderProductSchema),
  nextCursor: z.nullable(z.string()),
});

/**
 * getBinder: no body for the first page; the previous answer's nextCursor for the next. The spec's
 * client also sends its token and user, which the session already names.
 */
export const getBinderBodySchema = z.optional(
  z.strictObject({ cursor: z.optional(cursorSchema), ...ignoredFields('token', 'user') }),
);
export type BinderAnswer = z.infer<typeof binderAnswerSchema>;

/** addToBinder: the first thumb click on an activity creates the item (rated, or not yet). */
export const addToBinderBodySchema = z.strictObject({
  product: idSchema,
  usage,
  rating: z.optional(rating),
  lot: z.optional(idSchema),
  note: z.optional(z.string().check(z.maxLength(600))),
});

/** rateBinderItem: needs a usage and a rating that is not 0 (spec 1); the spec's `user` is the session's. */
export const rateBinderItemBodySchema = z.strictObject({
  ...ignoredFields('user'),
  product: idSchema,
  usage,
  rating: z.union([z.literal(1), z.literal(-1)], binderMessages.selectUsageAndRating),
  note: z.optional(z.string().check(z.maxLength(600))),
});

export const removeBinderItemBodySchema = z.strictObject({ product: idSchema, usage });

export const binderItemAnswerSchema = z.object({ error: z.literal(false), item: binderItemSchema });
export const removedAnswerSchema = z.object({ error: z.literal(false), removed: z.boolean() });
