import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import { batchGet, ddb, META, stripKeys, tableName } from '#lib/aws/dynamodb';

export const lotKey = (id: string) => ({ pk: `LOT#${id}`, sk: META });

const toItem = (l: Lot) => ({
  ...l,
  ...lotKey(l._id),
  entity: 'lot',
  gsi1pk: `CLIENT#${l.owner._id}#LOTS#${l.lotType}`,
  gsi1sk: `${l.updatedAt}#${l._id}`,
  ...(l.product ? { gsi2pk: `PRODUCT#${l.product}#LOTS`, gsi2sk: `${l.createdAt}#${l._id}` } : {}),
  // sparse: only lots in the data-entry pipeline are in a status partition
  ...(l.processingInfo ? { gsi3pk: `PIPELINE#${l.processingInfo.status}`, gsi3sk: `${l.createdAt}#${l._id}` } : {}),
});

export async function putLot(l: Lot): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(l) }));
}

export async function getLot(id: string): Promise<Lot | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: lotKey(id) }));
  return r.Item ? stripKeys<Lot>(r.Item) : undefined;
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getLots = (ids: string[]) => batchGet<Lot>([...new Set(ids)].map(lotKey));
