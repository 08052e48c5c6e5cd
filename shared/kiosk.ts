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
