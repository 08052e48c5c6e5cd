import { stampSummary } from '#shared/cannastamp/summary';
import * as consumer from '#shared/routes/consumer';
import { httpRoute } from '#lib/runtime/http';
import { listTaggedProducts } from '#lib/products/store';
import { joinProducts } from '#lib/products/store/joined';
import { readCache } from '#lib/base/read-cache';

/** One page of Terpestival entries with their stamps; cached like every public catalogue read. */
const taggedPage = readCache(async (key) => {
  const { limit, cursor } = JSON.parse(key) as { limit: number; cursor?: string };
  const page = await listTaggedProducts(limit, cursor);
  const joined = await joinProducts(page.items);
  const products = page.items.map((p) => {
    const lot = joined.get(p._id)?.lot;
    return {
      _id: p._id,
      name: p.name,
      cleanUrl: p.cleanUrl,
      brand: { name: p.brand.name },
      productCategory: p.productCategory,
      available: p.available,
      tags: p.tags,
      ...(lot
        ? { latestLot: { _id: lot._id, ...(lot.testResult ? { testResult: stampSummary(lot.testResult) } : {}) } }
        : {}),
    };
  });
  return { products, nextCursor: page.nextCursor };
});

/** GET search/tags (spec 1): the Terpestival's tagged products, sorted by name. */
export const handler = httpRoute(consumer.searchTags, async ({ query }) =>
  taggedPage(JSON.stringify({ limit: query.limit, cursor: query.cursor })),
);
