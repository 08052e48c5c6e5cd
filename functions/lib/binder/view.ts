import { stampSummary } from '#shared/cannastamp/summary';
import type { BinderAnswer, BinderItem } from '#shared/schemas/binder';
import { joinProducts } from '#lib/products/store/joined';
import { readManyCache } from '#lib/base/read-cache';

type Card = BinderAnswer['products'][number];

/**
 * Product cards as the binder draws them (current name, brand, link and the cannastamp of the
 * latest result), read through the join (#lib/products/store/joined: four BatchGet rounds at most) for all
 * the cards not in the catalogue cache, and then cached like every
 * public catalogue read: a page of cards costs no read while the cache holds it.
 */
const cards = readManyCache<Card>(async (ids) => {
  const joined = await joinProducts(ids);
  return new Map(
    [...joined.values()].map(({ product: p, lot }) => {
      const test = lot?.testResult;
      const card: Card = {
        _id: p._id,
        name: p.name,
        cleanUrl: p.cleanUrl,
        brand: { _id: p.brand._id, name: p.brand.name },
        ...(test ? { testResult: stampSummary(test) } : {}),
      };
      return [p._id, card];
    }),
  );
});

/** Items with the cards of the products they name, in the items' order (grouped by product). */
export async function binderView(items: BinderItem[], nextCursor: string | null = null): Promise<BinderAnswer> {
  const ids = [...new Set(items.map((i) => i.product))];
  const found = await cards(ids);
  return { items, products: ids.flatMap((id) => found.get(id) ?? []), nextCursor };
}
