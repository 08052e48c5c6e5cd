import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Client } from '#shared/schemas/catalog';
import { ddb, META, stripKeys, tableName } from '#lib/aws/dynamodb';

export const clientKey = (id: string) => ({ pk: `CLIENT#${id}`, sk: META });

const toItem = (c: Client) => ({
  ...c,
  ...clientKey(c._id),
  entity: 'client',
  // option lists (dispensaries, labs, producers) read one partition per client type, sorted by name
  gsi1pk: `CLIENTTYPE#${c.type}`,
  gsi1sk: `${c.name.toLowerCase()}#${c._id}`,
  gsi3pk: 'CLIENTS',
  gsi3sk: `${c.updatedAt}#${c._id}`,
});

export async function putClient(c: Client): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(c) }));
}

export async function getClient(id: string): Promise<Client | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: clientKey(id) }));
  return r.Item ? stripKeys<Client>(r.Item) : undefined;
}
