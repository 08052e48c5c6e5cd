import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { getLot } from '#lib/db/lots';
import { productIdsOfBrand } from '#lib/db/products';
import { searchPacks } from '#lib/db/search';
import { searchDocFor } from '#lib/search-docs';

// Keeps the search index in step with the table (a stream consumer on products, brands, lots and
// test results). Each affected product's document is rebuilt from the table as it is now, so a
// record arriving twice or out of order ends in the same state; the packs that hold them are
// committed on their versions, and a conflict hands the batch back to be retried on fresh packs.

// this instance's copy of the packs, kept between batches
const view = searchPacks.view();

async function productsOf(item: Record<string, unknown>): Promise<string[]> {
  switch (item.entity) {
    case 'product':
      return [item._id as string];
    case 'brand':
      return productIdsOfBrand(item._id as string);
    case 'lot':
      return item.product ? [item.product as string] : [];
    case 'testResult': {
      const lotId = item.lotId as string | undefined;
      const product = lotId ? (await getLot(lotId))?.product : undefined;
      return product ? [product] : [];
    }
    default:
      return [];
  }
}

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const changed = new Set<string>();
  for (const r of event.Records) {
    const image = r.dynamodb?.NewImage ?? r.dynamodb?.OldImage;
    if (!image) continue;
    for (const id of await productsOf(unmarshall(image as never))) changed.add(id);
  }
  if (changed.size === 0) return { batchItemFailures: [] };
  const packs = await view.load();
  for (const id of changed) {
    const doc = await searchDocFor(id);
    if (doc) packs.items.set(id, doc);
    else packs.items.delete(id);
  }
  await view.commit(packs, changed);
  return { batchItemFailures: [] };
};
