import { stampSummary } from '#shared/cannastamp/summary';
import type { BinderAnswer, BinderItem } from '#shared/schemas/binder';
import { getLots } from '#lib/db/lots';
import { getProducts } from '#lib/db/products';
import { getTestResults } from '#lib/db/test-results';
import { readManyCache } from './read-cache.ts';

type Card = BinderAnswer['products'][number];

/**
 * Product cards as the binder draws them (current name, brand, link and the cannastamp of the
 * latest result), read in four BatchGets at most (products, their latest lots, those lots'
 * parents, the results) for all the cards not in the catalogue cache, and then cached like every
 * public catalogue read: a page of cards costs no read while the cache holds it.
 */
const cards = readManyCache<Card>(async (ids) => {
  const products = await getProducts(ids);
  const lots = new Map((await getLots(products.flatMap((p) => (p.latestLot ? [p.latestLot] : [])))).map((l) => [l._id, l]));
  // distribution and shipment lots show their parent lot's result
  const parentIds = [...lots.values()].flatMap((l) => (!l.testResult && l.parentLot ? [l.parentLot] : []));
  const parents = new Map((await getLots(parentIds)).map((l) => [l._id, l]));
  const testOf = (lotId: string | undefined) => {
    const lot = lotId ? lots.get(lotId) : undefined;
    return lot?.testResult ?? (lot?.parentLot ? parents.get(lot.parentLot)?.testResult : undefined);
  };
  const tests = new Map((await getTestResults(products.flatMap((p) => testOf(p.latestLot) ?? []))).map((t) => [t._id, t]));
  return new Map(products.map((p) => {
    const test = tests.get(testOf(p.latestLot) ?? '');
    const card: Card = {
      _id: p._id, name: p.name, cleanUrl: p.cleanUrl, brand: { _id: p.brand._id, name: p.brand.name },
      ...(test ? { testResult: stampSummary(test) } : {}),
    };
    return [p._id, card];
  }));
});

/** Items with the cards of the products they name, in the items' order (grouped by product). */
export async function binderView(items: BinderItem[], nextCursor: string | null = null): Promise<BinderAnswer> {
  const ids = [...new Set(items.map((i) => i.product))];
  const found = await cards(ids);
  return { items, products: ids.flatMap((id) => found.get(id) ?? []), nextCursor };
}
