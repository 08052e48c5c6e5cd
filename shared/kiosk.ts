import { PRODUCT_CATEGORIES } from './constants.ts';

// The kiosk storefront's constants (spec 3 §8), apart from its schemas (schemas/kiosk.ts): the
// storefront's first chunk reads them, and importing them must not bring zod to a tablet's first load.

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

/**
 * The units a store prices a product in (docs/kiosk.md, 'The store's kiosk fields'): a package or
 * piece, or the weights US retail sells flower and concentrates by. An eighth is 3.5 g, a quarter
 * 7 g, a half 14 g, an ounce 28 g.
 */
export const PRICE_UNITS = ['each', 'gram', 'eighth', 'quarter', 'half', 'ounce'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
/** How a price reads after its figure: '$35 / eighth'. */
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  each: 'each',
  gram: 'gram',
  eighth: 'eighth',
  quarter: 'quarter',
  half: 'half oz',
  ounce: 'ounce',
};
/** A count at or under this reads 'Only n left' on the card. */
export const LOW_STOCK_AT = 5;
/** Products one bulk edit of the Kiosk Inventory may change (as Manage Products' bulk edits). */
export const KIOSK_BULK_MAX = 100;
/** The store's size text ('3.5 g', '10 × 10 mg') and its own note, in characters. */
export const KIOSK_SIZE_MAX = 40;
export const KIOSK_NOTE_MAX = 200;
/** The highest price and count a store may enter: a typo of a few zeros is refused, not shown. */
export const KIOSK_PRICE_MAX = 100_000;
export const KIOSK_COUNT_MAX = 99_999;
