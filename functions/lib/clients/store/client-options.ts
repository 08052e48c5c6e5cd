import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Client } from '#shared/schemas/catalog';
import { batchGetItems, ddb, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { clientKey, clientTypePartition } from '#lib/clients/keys';

// Companies as choice lists show them: one partition per client type (gsi1 `CLIENTTYPE#<type>`,
// by name), read with a projection so profiles, API keys and settings never leave the table.

const OPTION_FIELDS = '#id, #n, licenseNumber, buisnessLicenseNumber, #t';
const OPTION_NAMES = { '#id': '_id', '#n': 'name', '#t': 'type' };

export type ClientOption = Pick<Client, '_id' | 'name' | 'type' | 'licenseNumber' | 'buisnessLicenseNumber'>;

/** One page of the companies of a type, by name. */
export async function listClientOptions(type: Client['type'], limit: number, cursor?: string) {
  const partition = clientTypePartition(type);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': partition },
      ProjectionExpression: `${OPTION_FIELDS}, pk, sk, gsi1pk, gsi1sk`,
      ExpressionAttributeNames: OPTION_NAMES,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi1', partition }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi1');
  return {
    items: shown.items.map((i) => optionOf(i as Client)),
    nextCursor: shown.nextCursor,
  };
}

/** Up to `limit` companies of a type whose name starts with `prefix` (any case), by name. */
export async function findClientsByName(type: Client['type'], prefix: string, limit: number) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :n)',
      ExpressionAttributeValues: { ':p': clientTypePartition(type), ':n': prefix.toLowerCase() },
      ProjectionExpression: OPTION_FIELDS,
      ExpressionAttributeNames: OPTION_NAMES,
      Limit: limit,
    }),
  );
  return (r.Items ?? []).map((i) => optionOf(i as Client));
}

/** The companies of these ids that exist, as options, by id (one BatchGet round per 100). */
export async function clientOptionsById(ids: string[]): Promise<Map<string, ClientOption>> {
  const items = await batchGetItems([...new Set(ids)].map(clientKey));
  return new Map(items.map((i) => [i._id as string, optionOf(i as Client)]));
}

const optionOf = (c: Client): ClientOption => ({
  _id: c._id,
  name: c.name,
  type: c.type,
  ...(c.licenseNumber ? { licenseNumber: c.licenseNumber } : {}),
  ...(c.buisnessLicenseNumber ? { buisnessLicenseNumber: c.buisnessLicenseNumber } : {}),
});
