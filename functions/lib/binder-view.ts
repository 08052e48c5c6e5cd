import { stampSummary } from '#shared/cannastamp/summary';
import type { BinderAnswer, BinderItem } from '#shared/schemas/binder';
import { getLotWithTest } from './lot-view.ts';
import { getProduct } from './db/products.ts';

/**
 * Items with the products they name, as the binder page draws them: current name, brand and
 * cannastamp (the product's latest result), grouped by product, newest product first.
 */
export async function binderView(items: BinderItem[]): Promise<BinderAnswer> {
  const ids = [...new Set(items.map((i) => i.product))];
  const products = await Promise.all(
    ids.map(async (id) => {
      const p = await getProduct(id);
      if (!p) return undefined;
      const lot = p.latestLot ? await getLotWithTest(p.latestLot) : undefined;
      return {
        _id: p._id, name: p.name, cleanUrl: p.cleanUrl, brand: { _id: p.brand._id, name: p.brand.name },
        ...(lot?.testResult ? { testResult: stampSummary(lot.testResult) } : {}),
      };
    }),
  );
  const latest = new Map<string, string>();
  for (const i of items) if ((latest.get(i.product) ?? '') < i.updatedAt) latest.set(i.product, i.updatedAt);
  return {
    items,
    products: products.filter((p) => p !== undefined).sort((a, b) => (latest.get(b._id) ?? '').localeCompare(latest.get(a._id) ?? '')),
  };
}

export const callerId = (caller: { kind: string; user?: { _id: string } }) => {
  if (caller.kind !== 'user' || !caller.user) throw new Error('signed-in routes always have a user');
  return caller.user._id;
};
