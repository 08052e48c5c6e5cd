import type { KioskCard } from '#shared/schemas/kiosk';
import { KIOSK_SEARCH_MIN } from '#shared/kiosk';

// The storefront's local filter (spec 3 §8): non-word characters ignored, case ignored, the text
// matched against name, strain or brand name. Text under 3 characters with no category chosen
// shows everything; once a category is chosen, any text narrows it.

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

export function filterCards(cards: readonly KioskCard[], text: string, category: string | null): KioskCard[] {
  const needle = normalize(text);
  if (!category && needle.length < KIOSK_SEARCH_MIN) return [...cards];
  return cards.filter(
    (c) =>
      (!category || c.productCategory === category) && (!needle || keysOf(c).some((field) => field.includes(needle))),
  );
}
