import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Brand } from '#shared/schemas/catalog';
import { batchGet, ddb, META, stripKeys, tableName } from '#lib/aws/dynamodb';

export const brandKey = (id: string) => ({ pk: `BRAND#${id}`, sk: META });

const toItem = (b: Brand) => ({
  ...b,
  ...brandKey(b._id),
  entity: 'brand',
  gsi1pk: `CLIENT#${b.producer}#BRANDS`,
  gsi1sk: `${b.updatedAt}#${b._id}`,
});

export async function putBrand(b: Brand): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(b) }));
}

export async function getBrand(id: string): Promise<Brand | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: brandKey(id) }));
  return r.Item ? stripKeys<Brand>(r.Item) : undefined;
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getBrands = (ids: string[]) => batchGet<Brand>([...new Set(ids)].map(brandKey));
