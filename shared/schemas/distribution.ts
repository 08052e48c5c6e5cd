import * as z from 'zod/mini';
import { DISTRIBUTION_STATUSES } from '../constants.ts';
import { selectDispensary } from '../messages/client/distributions.ts';
import { searchTooShort } from '../messages/kiosk/storefront.ts';
import { KIOSK_SEARCH_MIN } from '../kiosk.ts';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';
import { storeKioskSchema } from './kiosk-inventory.ts';

/** The two sides of a distribution: the product's producer and the store. */
export const DISTRIBUTION_SIDES = ['producer', 'dispensary'] as const;
const side = z.enum(DISTRIBUTION_SIDES);

/**
 * A dispensary carrying a product (spec 2 'Distribution entry'). It starts pending, waiting for
 * the side that did not start it: a store's request for the producer (spec 2's approval list), a
 * producer's offer for the store (no product reaches a store's shelves without its yes). Either
 * side may deny it later; a denial records whose it was (docs/distribution.md).
 */
export const distributionRecordSchema = z.object({
  product: idSchema,
  producer: idSchema,
  dispensary: idSchema,
  status: z.enum(DISTRIBUTION_STATUSES),
  /** Whose answer a pending entry waits for (absent: the producer's, as a store's request). */
  awaiting: z.optional(side),
  /** Who denied a denied entry: only a producer's own denial may it approve again. */
  deniedBy: z.optional(side),
  /** The dispensary user who asked (absent when the producer added the dispensary itself). */
  requestedBy: z.optional(idSchema),
  /** The user who last moved the status (the producer's member or an admin). */
  decidedBy: z.optional(idSchema),
  /** The store's kiosk fields for a product it carries (price, stock, hidden…), kept while it carries it. */
  kiosk: z.optional(storeKioskSchema),
  /** The product's name, brand and strain, lowercased: what the Kiosk Inventory's search box reads (docs/kiosk.md). */
  searchText: z.optional(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DistributionRecord = z.infer<typeof distributionRecordSchema>;

export const distributionParamsSchema = z.object({ clientId: idSchema, id: idSchema });

/** The dispensary's request to carry a product; `created` is false when the product was already asked for or carried. */
export const distributionRequestAnswerSchema = z.object({
  error: z.literal(false),
  distribution: z.object({ dispensary: idSchema, status: z.enum(DISTRIBUTION_STATUSES) }),
  created: z.boolean(),
});

/** A page of a list: `?limit=&cursor=` (newest first; `nextCursor` null on the last page). */
export const distributionPageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    20,
  ),
});

/** The Kiosk Inventory's page: a distribution page, optionally narrowed to products whose name, brand or strain holds `search`. */
export const inventoryPageQuerySchema = z.object({
  ...distributionPageQuerySchema.shape,
  search: z.optional(z.string().check(z.trim(), z.minLength(KIOSK_SEARCH_MIN, searchTooShort), z.maxLength(128))),
});

export const clientParamsSchema = z.object({ clientId: idSchema });

/** A dispensary as the producer's choice list shows it (spec 2 'Dispensary option'). */
export const dispensaryOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  ubi: z.optional(z.string()),
  licenseNumber: z.optional(z.string()),
});
export const dispensaryOptionsSchema = z.object({
  dispensaries: z.array(dispensaryOptionSchema),
  nextCursor: z.nullable(z.string()),
});
/** The choice list reads whole pages of up to 500 options: a select needs them all, and they are small. */
export const dispensaryOptionsQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(500, 'must be 500 or less')),
    500,
  ),
});

const status = z.enum(DISTRIBUTION_STATUSES);

/** Whose answer a pending entry waits for, and who denied a denied one: what each side's screens say. */
const sidesShape = { awaiting: z.optional(side), deniedBy: z.optional(side) };

/** One entry of a product's distribution list, with the dispensary's name and licence. */
export const productDistributionSchema = z.object({
  dispensary: dispensaryOptionSchema,
  status,
  ...sidesShape,
  updatedAt: isoDateTime,
});
export const productDistributionsSchema = z.object({
  distributions: z.array(productDistributionSchema),
  nextCursor: z.nullable(z.string()),
});

/**
 * The producer adds a dispensary to a product. The field is read by the handler, not the schema, so
 * a missing or empty choice answers the spec's 'Select a dispensary!' rather than a schema message.
 */
export const addDistributionBodySchema = z.strictObject({ dispensary: z.optional(z.string().check(z.maxLength(64))) });
/** The panel's form: a dispensary must be chosen (spec 2 §5, the spec's text as the message). */
export const chooseDispensarySchema = z.object({
  dispensary: z.string().check(z.regex(/^[0-9a-f]{24}$/, selectDispensary)),
});
export type ChooseDispensary = z.infer<typeof chooseDispensarySchema>;

export const addDistributionAnswerSchema = z.object({
  error: z.literal(false),
  distribution: productDistributionSchema,
  created: z.boolean(),
  /** The store had asked for the product: the offer approved its request. */
  acceptedRequest: z.boolean(),
});

/** The two decisions (spec 2 §7 `setstatus/{approved or denied}`). */
export const DISTRIBUTION_DECISIONS = ['approved', 'denied'] as const;
export const setStatusParamsSchema = z.object({
  clientId: idSchema,
  id: idSchema,
  status: z.enum(DISTRIBUTION_DECISIONS),
});
export const setStatusBodySchema = z.strictObject({ dispensary: idSchema });
export const setStatusAnswerSchema = z.object({
  error: z.literal(false),
  distribution: z.object({ dispensary: idSchema, status, ...sidesShape, updatedAt: isoDateTime }),
});

/** The store's answer to a product in its inventory (the same path parameters): accept an offer, or decline or drop it. */
export const inventoryStatusAnswerSchema = z.object({
  error: z.literal(false),
  distribution: z.object({ product: idSchema, status, ...sidesShape, updatedAt: isoDateTime }),
});

/** A store's request withdrawn: the product it no longer asks for. */
export const withdrawRequestAnswerSchema = z.object({ error: z.literal(false), product: idSchema });

/** A product as a dispensary's inventory and a producer's approval list show it. */
export const distributedProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  productName: z.optional(z.string()),
  brand: z.object({ _id: idSchema, name: z.string() }),
  productCategory: z.string(),
  productType: z.string(),
  featureImage: z.optional(z.string()),
  available: z.boolean(),
  active: z.boolean(),
  cleanUrl: z.string(),
});

/** A dispensary's entries (distributions/products and …/approved), each with its product. */
export const distributionProductsSchema = z.object({
  products: z.array(
    z.object({
      product: distributedProductSchema,
      status,
      ...sidesShape,
      /** The store's kiosk fields (its approved entries, once edited). */
      kiosk: z.optional(storeKioskSchema),
      updatedAt: isoDateTime,
    }),
  ),
  nextCursor: z.nullable(z.string()),
});

/** The producer's approval list: pending requests, each with its product and dispensary. */
export const distributionRequestsSchema = z.object({
  requests: z.array(
    z.object({
      product: distributedProductSchema,
      dispensary: dispensaryOptionSchema,
      status,
      updatedAt: isoDateTime,
    }),
  ),
  nextCursor: z.nullable(z.string()),
});
