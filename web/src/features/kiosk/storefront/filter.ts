import type { KioskCard } from '#shared/schemas/kiosk';
import { KIOSK_SEARCH_MIN } from '#shared/kiosk';
import { inStock, thcOf } from './card-facts.ts';

// The storefront's local filter (spec 3 §8): non-word characters ignored, case ignored, the text
// matched against name, strain or brand name. Text under 3 characters with no category chosen
// shows everything; once a category (or a range, or in-stock only) is chosen, any text narrows it.
// Beside the chips, the shopper's ranges (THC %, price) and in-stock only narrow the inventory on
// the tablet, with no call (docs/kiosk.md); featured products come first.

/** Lower case, word characters only: "Ringo's Gift" and "ringos gift" read alike. */
export const normalize = (s: string) => s.toLowerCase().replace(/\W/g, '');

// a card's searchable words, normalized once per card object: a keystroke over 2,000 cards then
// normalizes only the text typed
const keys = new WeakMap<KioskCard, string[]>();
const keysOf = (c: KioskCard) => {
  let k = keys.get(c);
  if (!k) keys.set(c, (k = [c.name, c.strain, c.brand.name].map(normalize)));
  return k;
};

/** A range's bounds, either open (null). */
export interface Range {
  min: number | null;
  max: number | null;
}

export interface CardFilters {
  thc: Range;
  price: Range;
  inStockOnly: boolean;
}

export const NO_FILTERS: CardFilters = {
  thc: { min: null, max: null },
  price: { min: null, max: null },
  inStockOnly: false,
};

const bounded = (r: Range) => r.min !== null || r.max !== null;

/** How many of the filters are on (the Filters button says it). */
export const activeFilters = (f: CardFilters) =>
  [bounded(f.thc), bounded(f.price), f.inStockOnly].filter(Boolean).length;

/** Whether a figure is within a range; a card without the figure is outside any bounded range (it cannot be shown to match). */
const within = (v: number | undefined, r: Range) =>
  !bounded(r) || (v !== undefined && (r.min === null || v >= r.min) && (r.max === null || v <= r.max));

export const matchesFilters = (c: KioskCard, f: CardFilters) =>
  (!f.inStockOnly || inStock(c)) && within(thcOf(c), f.thc) && within(c.price?.amount, f.price);

/** Featured products first, each group in the order given (the inventory's, newest first). */
export const featuredFirst = (cards: readonly KioskCard[]) => [
  ...cards.filter((c) => c.featured),
  ...cards.filter((c) => !c.featured),
];

export function filterCards(
  cards: readonly KioskCard[],
  text: string,
  category: string | null,
  filters: CardFilters = NO_FILTERS,
): KioskCard[] {
  const needle = normalize(text);
  const narrowing = category !== null || activeFilters(filters) > 0;
  if (!narrowing && needle.length < KIOSK_SEARCH_MIN) return featuredFirst(cards);
  return featuredFirst(
    cards.filter(
      (c) =>
        (!category || c.productCategory === category) &&
        matchesFilters(c, filters) &&
        (!needle || keysOf(c).some((field) => field.includes(needle))),
    ),
  );
}
