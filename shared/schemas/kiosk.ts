import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { cursorSchema, idSchema, imageLink, isoDateTime } from './common.ts';
import { stampSummarySchema } from './stamp.ts';
import { searchTooShort } from '../messages/kiosk/storefront.ts';

// The kiosk storefront's public reads (docs/kiosk.md): a store's facts, its inventory as cards,
// the key pairs the idle refresh compares, products by id, similar products it carries, search.

/** Pro shows the whole inventory; a free store the first products only (spec 3 §8). */
export const FREE_PRODUCT_LIMIT = 6;
/** Products one by-id call may ask for: the idle refresh asks for at most 5 (more reloads everything). */
export const MAX_IDS = 50;
/** Results of the storefront's server search (spec 3 §8: 10 results at 3 or more characters). */
export const KIOSK_SEARCH_RESULTS = 10;
export const KIOSK_SEARCH_MIN = 3;
/** The grid shows 9 cards, and 'Show More' adds 9 (spec 3 §8). */
export const KIOSK_PAGE_SIZE = 9;
/** Idle time before the storefront refreshes, if someone used it meanwhile (spec 3 §8). */
export const IDLE_REFRESH_MS = 450_000;
/** How often a kiosk asks /meta.json whether another build is deployed (and so learns it is online). */
export const VERSION_CHECK_MS = 60_000;
/** More changed or removed products than this reloads the whole inventory (spec 3 §8). */
export const REFRESH_RELOAD_ABOVE = 5;

/** The category chips' labels: the enumeration's values, Extract shown as Concentrate (spec 3). */
export const CATEGORY_LABELS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  Flower: 'Flower',
  Edible: 'Edible',
  'Extract/Concentrate': 'Concentrate',
  Topical: 'Topical',
};
/** The chips in the enumeration's order, as the storefront call answers them and the page draws them before it answers. */
export const CATEGORY_CHIPS = PRODUCT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

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

/** Product id → its updatedAt, for the whole inventory the storefront shows. */
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
