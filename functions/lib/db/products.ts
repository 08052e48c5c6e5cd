import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '#shared/schemas/catalog';
import { batchGet, ddb, META, stripKeys, tableName } from '#lib/aws/dynamodb';
import { decodeCursor, encodeCursor } from '#lib/aws/page-cursor';

export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: META });

const toItem = (p: Product) => ({
  ...p,
  ...productKey(p._id),
  entity: 'product',
  gsi1pk: `CLIENT#${p.producer}#PRODUCTS`,
  gsi1sk: `${p.updatedAt}#${p._id}`,
  gsi2pk: `BRAND#${p.brand._id}#PRODUCTS`,
  gsi2sk: `${p.name.toLowerCase()}#${p._id}`,
  gsi3pk: 'PRODUCTS',
  gsi3sk: `${p.updatedAt}#${p._id}`,
  // sparse: only tagged products still on the site enter the Terpestival index
  ...(p.tags.length > 0 && p.active ? { gsi4pk: 'TAGGED', gsi4sk: `${p.name.toLowerCase()}#${p._id}` } : {}),
});

export async function putProduct(p: Product): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(p) }));
}

export async function getProduct(id: string): Promise<Product | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: productKey(id) }));
  return r.Item ? stripKeys<Product>(r.Item) : undefined;
}

/** A brand's products, by name, one page at a time. Deleted products stay listed: they are history. */
export async function listProductsByBrand(brandId: string, limit: number, cursor?: string) {
  const pk = `BRAND#${brandId}#PRODUCTS`;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :p',
      ExpressionAttributeValues: { ':p': pk },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi2', partition: pk }),
    }),
  );
  return { items: (r.Items ?? []).map((i) => stripKeys<Product>(i)), nextCursor: encodeCursor(r.LastEvaluatedKey) };
}

/** Every product id of a brand (a brand rename re-indexes them all). */
export async function productIdsOfBrand(brandId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProductsByBrand(brandId, 500, cursor);
    ids.push(...page.items.map((p) => p._id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

/** Every product, a page at a time, from the PRODUCTS index partition (a rebuild's walk, not a Scan). */
export async function* allProducts(pageSize = 500): AsyncGenerator<Product[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': 'PRODUCTS' },
        ExclusiveStartKey: start,
        Limit: pageSize,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<Product>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}

/** Terpestival's entries: tagged, not deleted products by name, a page at a time (the sparse gsi4). */
export async function listTaggedProducts(limit: number, cursor?: string) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :p',
      ExpressionAttributeValues: { ':p': 'TAGGED' },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi4', partition: 'TAGGED' }),
    }),
  );
  return { items: (r.Items ?? []).map((i) => stripKeys<Product>(i)), nextCursor: encodeCursor(r.LastEvaluatedKey) };
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getProducts = (ids: string[]) => batchGet<Product>([...new Set(ids)].map(productKey));
