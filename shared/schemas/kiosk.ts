import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { cursorSchema, idSchema, imageLink, isoDateTime } from './common.ts';
import { stampSummarySchema } from './stamp.ts';
import { safetySummarySchema } from './safety-panels.ts';
import { searchTooShort } from '../messages/kiosk/storefront.ts';
import { MAX_IDS, KIOSK_SEARCH_MIN, PRICE_UNITS } from '../kiosk.ts';

// The kiosk storefront's public reads (docs/kiosk.md): a store's facts, its inventory as cards,
// the key pairs the idle refresh compares, products by id, similar products it carries, search.

export const storefrontParamsSchema = z.object({ clientId: idSchema });
export const storefrontProductParamsSchema = z.object({ clientId: idSchema, id: idSchema });

export const storefrontSchema = z.object({
  _id: idSchema,
  name: z.string(),
  premiumEnabled: z.boolean(),
  loyaltyEnabled: z.boolean(),
  cartEnabled: z.boolean(),
  /** Pro with a PIN set: 'Lock as Kiosk' may be offered. */
  lockable: z.boolean(),
  categories: z.array(z.object({ value: z.enum(PRODUCT_CATEGORIES), label: z.string() })),
});
export type Storefront = z.infer<typeof storefrontSchema>;

/** One product card of the kiosk: what the grid, the badge and the detail overlay show. */
export const kioskCardSchema = z.object({
  _id: idSchema,
  name: z.string(),
  productName: z.optional(z.string()),
  brand: z.object({ _id: idSchema, name: z.string() }),
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productType: z.string(),
  strain: z.string(),
  featureImage: z.optional(imageLink),
  shortDescription: z.optional(z.string()),
  longDescription: z.optional(z.string()),
  testResult: z.optional(stampSummarySchema),
  /** The lot whose result the card shows: its lab result page holds the safety panels' details. */
  lotId: z.optional(idSchema),
  /** Each safety panel's status, when the result reports any. */
  safety: z.optional(safetySummarySchema),
  /** The store's price for one unit, in dollars (docs/kiosk.md 'The store's kiosk fields'). */
  price: z.optional(z.object({ amount: z.number(), unit: z.enum(PRICE_UNITS) })),
  /** The store's size or weight text. */
  size: z.optional(z.string()),
  /**
   * Absent: in stock. A count: how many are left. 'out': the store has none; 'unavailable': the
   * producer marked the product unavailable, whatever the store says.
   */
  stock: z.optional(z.union([z.enum(['out', 'unavailable']), z.number()])),
  /** The store shows it first. */
  featured: z.optional(z.boolean()),
  /** The later of the product's change and the store's edit of its kiosk fields: what the key pairs say. */
  updatedAt: isoDateTime,
});
export type KioskCard = z.infer<typeof kioskCardSchema>;

export const inventoryQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(200, 'must be 200 or less')),
    100,
  ),
});

export const inventoryPageSchema = z.object({
  products: z.array(kioskCardSchema),
  nextCursor: z.nullable(z.string()),
  /** A free store: only the first FREE_PRODUCT_LIMIT products are shown. */
  limited: z.boolean(),
});

/** Product id → when it last changed as shown (the card's updatedAt), for the whole inventory the storefront shows. */
export const keyPairsSchema = z.object({ keyPairs: z.record(idSchema, isoDateTime) });

/** `ids=a,b,c`: up to MAX_IDS product ids; the handler splits them. */
export const byIdQuerySchema = z.object({
  ids: z
    .string()
    .check(
      z.regex(
        new RegExp(`^[0-9a-f]{24}(,[0-9a-f]{24}){0,${MAX_IDS - 1}}$`),
        `must be 1 to ${MAX_IDS} product ids separated by commas`,
      ),
    ),
});

/** Cards of products the store shows; an id it does not carry (any more) is left out. */
export const cardListSchema = z.object({ products: z.array(kioskCardSchema) });

export const kioskSearchBodySchema = z.object({
  searchString: z.string().check(z.trim(), z.minLength(KIOSK_SEARCH_MIN, searchTooShort), z.maxLength(128)),
});

/** In this store, and found elsewhere ('not in store'). */
export const kioskSearchAnswerSchema = z.object({
  available: z.array(kioskCardSchema),
  unavailable: z.array(kioskCardSchema),
});
