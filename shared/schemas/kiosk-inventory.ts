import * as z from 'zod/mini';
import {
  KIOSK_BULK_MAX,
  KIOSK_COUNT_MAX,
  KIOSK_NOTE_MAX,
  KIOSK_PRICE_MAX,
  KIOSK_SIZE_MAX,
  PRICE_UNITS,
} from '../kiosk.ts';
import { bulkKioskEmpty } from '../messages/client/distributions.ts';
import { idSchema, isoDateTime, text } from './common.ts';

// What a store says about a product it carries, for its kiosk (docs/kiosk.md 'The store's kiosk
// fields'): kept on its approved distribution entry as `kiosk`, edited on the Kiosk Inventory.

/** In stock, out of stock, or how many are left (0 reads as out of stock). */
const stockSchema = z.union([
  z.enum(['in', 'out']),
  z.int().check(z.gte(0, 'must be 0 or more'), z.lte(KIOSK_COUNT_MAX, `must be at most ${KIOSK_COUNT_MAX}`)),
]);

/**
 * Dollars and cents: a figure finer than a cent is no price, and a tiny one (5e-324) is beyond
 * what DynamoDB keeps (its numbers stop at 1e-130), so it is refused here rather than failing there.
 */
const price = z.number().check(
  z.gte(0, 'must be 0 or more'),
  z.lte(KIOSK_PRICE_MAX, `must be at most ${KIOSK_PRICE_MAX}`),
  z.refine(
    (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 && (v === 0 || v >= 0.01),
    'must be dollars and cents',
  ),
);

const fields = {
  /** Dollars, for one `unit`. */
  price: z.optional(price),
  unit: z.optional(z.enum(PRICE_UNITS)),
  /** The package's size or weight as the store writes it ('3.5 g', '10 × 10 mg'). */
  size: z.optional(text(KIOSK_SIZE_MAX)),
  /** Absent: in stock. */
  stock: z.optional(stockSchema),
  /** Not shown on the kiosk at all. */
  hidden: z.optional(z.boolean()),
  /** Shown first on the kiosk. */
  featured: z.optional(z.boolean()),
  /** The store's own note, for its staff: never shown to shoppers. */
  note: z.optional(text(KIOSK_NOTE_MAX)),
};

/** The PUT's body: the product's kiosk fields as a whole (a field left out is cleared). */
export const storeKioskBodySchema = z.strictObject(fields);
export type StoreKioskFields = z.infer<typeof storeKioskBodySchema>;

/** The fields as the entry keeps them, with when and by whom they last changed. */
export const storeKioskSchema = z.object({
  ...fields,
  updatedAt: isoDateTime,
  updatedBy: z.optional(idSchema),
});
export type StoreKiosk = z.infer<typeof storeKioskSchema>;

/** One bulk edit: the same change to up to KIOSK_BULK_MAX products, each field given set and the rest kept. */
export const bulkKioskBodySchema = z.strictObject({
  ids: z.array(idSchema).check(z.minLength(1, 'is required'), z.maxLength(KIOSK_BULK_MAX, `at most ${KIOSK_BULK_MAX}`)),
  set: z
    .strictObject({
      price: z.optional(price),
      unit: z.optional(z.enum(PRICE_UNITS)),
      stock: z.optional(stockSchema),
      hidden: z.optional(z.boolean()),
      featured: z.optional(z.boolean()),
    })
    .check(z.refine((s) => Object.keys(s).length > 0, bulkKioskEmpty)),
});
export type BulkKioskChange = z.infer<typeof bulkKioskBodySchema>['set'];

export const storeKioskAnswerSchema = z.object({ error: z.literal(false), product: idSchema, kiosk: storeKioskSchema });

/** Each product's outcome: its fields as saved, or why not (a product the store does not carry). */
export const bulkKioskAnswerSchema = z.object({
  error: z.literal(false),
  results: z.array(
    z.union([
      z.object({ product: idSchema, ok: z.literal(true), kiosk: storeKioskSchema }),
      z.object({ product: idSchema, ok: z.literal(false), errorMessage: z.string() }),
    ]),
  ),
});
