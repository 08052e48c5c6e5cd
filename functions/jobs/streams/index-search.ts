import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { getLot } from '#lib/lots/store';
import { productIdsOfBrand } from '#lib/products/store';
import { retryOnPackConflict } from '#lib/table/packs';
import { searchPacks } from '#lib/search/store';
import { searchDocsFor } from '#lib/search/docs';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the search index in step with the table (a stream consumer on products, brands, lots and
// test results). Each record names the products it touches; once per batch each of them has its
// document rebuilt from the table as it is now, so a record arriving twice or out of order ends
// in the same state (hence once: false). The packs that hold them are committed on their
// versions, and a conflict runs the batch's reindex again at once on fresh packs.

/** The fields of each indexed entity that lead to its products. */
const source = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('product'), _id: idSchema }),
  z.object({ entity: z.literal('brand'), _id: idSchema }),
  z.object({ entity: z.literal('lot'), _id: idSchema, product: z.optional(idSchema) }),
  z.object({ entity: z.literal('testResult'), _id: idSchema, lotId: z.optional(idSchema) }),
]);

// this instance's copy of the packs, kept between batches
const view = searchPacks.view();

async function productsOf(item: z.output<typeof source>): Promise<string[]> {
  switch (item.entity) {
    case 'product':
      return [item._id];
    case 'brand':
      return productIdsOfBrand(item._id);
    case 'lot':
      return item.product ? [item.product] : [];
    case 'testResult': {
      const product = item.lotId ? (await getLot(item.lotId))?.product : undefined;
      return product ? [product] : [];
    }
  }
}

async function reindex(touched: string[][]) {
  const changed = new Set(touched.flat());
  if (changed.size === 0) return;
  const packs = await view.load();
  const docs = await searchDocsFor([...changed]);
  for (const id of changed) {
    const doc = docs.get(id);
    if (doc) packs.items.set(id, doc);
    else packs.items.delete(id);
  }
  await view.commit(packs, changed);
}

export const handler = streamWorker(
  {
    name: 'index-search',
    image: source,
    once: false,
    afterBatch: (touched: string[][]) => retryOnPackConflict(() => reindex(touched)),
  },
  ({ image }) => productsOf(image),
);
