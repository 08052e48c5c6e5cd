import type { Lot, LotWithTest, Product } from '#shared/schemas/catalog';
import { getLots } from '#lib/lots/store';
import { getProducts } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { withBrandNames } from '#lib/brands/store/names';

// The product → lot → test-result join, for every list that shows products with their latest
// results (search documents, the Terpestival tags, the binder, similar products, the business
// lists to come). Whatever the number of products, it costs one BatchGet round per step: the
// products (when given by id), their lots, the parents of lots without a result of their own (a
// distribution or shipment lot shows its parent lot's result), and the results. Each round asks
// 100 keys a call and retries what DynamoDB leaves unprocessed (batchGet in #lib/table/dynamodb).
// The products' brands are read in the same round as their lots (#lib/brands/store/names).

/** A product with its latest lot, the lot's test result resolved (undefined when it has none). */
export interface JoinedProduct {
  product: Product;
  lot?: LotWithTest;
}

/** Lots by id with their test results resolved; ids that name no lot are left out. */
export async function joinLots(lotIds: readonly string[]): Promise<Map<string, LotWithTest>> {
  const lots = await getLots([...lotIds]);
  const parentIds = lots.flatMap((l) => (!l.testResult && l.parentLot ? [l.parentLot] : []));
  const parents = new Map((parentIds.length ? await getLots(parentIds) : []).map((l) => [l._id, l]));
  const testIdOf = (l: Lot) => l.testResult ?? (l.parentLot ? parents.get(l.parentLot)?.testResult : undefined);
  const testIds = lots.flatMap((l) => testIdOf(l) ?? []);
  const tests = new Map((testIds.length ? await getTestResults(testIds) : []).map((t) => [t._id, t]));
  return new Map(
    lots.map((l) => {
      const id = testIdOf(l);
      return [l._id, { ...l, testResult: id ? tests.get(id) : undefined }];
    }),
  );
}

/**
 * Products (or product ids, read here) with their latest lots and results, by product id in the
 * order given; ids that name no product are left out.
 */
export async function joinProducts(products: readonly (Product | string)[]): Promise<Map<string, JoinedProduct>> {
  const ids = products.filter((p): p is string => typeof p === 'string');
  const read = new Map((ids.length ? await getProducts(ids) : []).map((p) => [p._id, p]));
  const given = products.flatMap((p) => (typeof p === 'string' ? (read.get(p) ?? []) : [p]));
  const lotIds = given.flatMap((p) => (p.latestLot ? [p.latestLot] : []));
  // the brand's name comes from its brand item (read beside the lots), so a renamed brand reads renamed in every list
  const [found, lots] = await Promise.all([
    withBrandNames(given),
    lotIds.length ? joinLots(lotIds) : new Map<string, LotWithTest>(),
  ]);
  return new Map(
    found.map((product) => {
      const lot = product.latestLot ? lots.get(product.latestLot) : undefined;
      return [product._id, lot ? { product, lot } : { product }];
    }),
  );
}
