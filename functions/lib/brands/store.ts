import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Brand } from '#shared/schemas/catalog';
import { batchGet, batchPut, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { brandKey, brandRecord, clientBrandsPartition } from './keys.ts';

export async function putBrand(b: Brand): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: brandRecord(b) }));
}

/** Brands stored as they are, in batches (the demo seed). */
export const putBrands = (bs: readonly Brand[]) => batchPut(bs.map(brandRecord));

export async function getBrand(id: string): Promise<Brand | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: brandKey(id) }));
  return r.Item ? stripKeys<Brand>(r.Item) : undefined;
}

/** The ones of these ids that exist, by BatchGet (100 ids a call); `consistent` sees a write just made. */
export const getBrands = (ids: string[], consistent = false) =>
  batchGet<Brand>([...new Set(ids)].map(brandKey), consistent);

/**
 * Replaces a brand the client owns, keeping its producer and creation time; answers false when
 * there is no such brand of that client (another company's brand is not there for it).
 */
export async function replaceOwnBrand(b: Brand): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: brandRecord(b),
        ConditionExpression: 'attribute_exists(pk) AND producer = :producer',
        ExpressionAttributeValues: { ':producer': b.producer },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A client's brands, newest change first (gsi1 `CLIENT#c#BRANDS`), one page. */
export async function listClientBrands(
  producer: string,
  limit: number,
  cursor?: string,
): Promise<{ brands: Brand[]; nextCursor: string | null }> {
  const partition = clientBrandsPartition(producer);
  const page = await newestFirstPage(partition, limit, cursor);
  return { brands: page.items.map((i) => stripKeys<Brand>(i)), nextCursor: page.nextCursor };
}
