import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Client } from '#shared/schemas/catalog';
import { ddb, tableName } from '#lib/table/dynamodb';
import { clientBrandsPartition } from '#lib/brands/keys';
import { ALL_CLIENTS, clientTypePartition } from '#lib/clients/keys';

// The option lists of the business forms (spec 2: "option lists of id and name"): only the id and
// the name of each item are read (a projection), a page of 1,000 at a time until the partition ends.

type KeyPair = { _id: string; name: string };

async function keyPairs(index: 'gsi1' | 'gsi3', partition: string, forward = true): Promise<KeyPair[]> {
  const out: KeyPair[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ExpressionAttributeValues: { ':p': partition },
        ExpressionAttributeNames: { '#id': '_id', '#n': 'name' },
        ProjectionExpression: '#id, #n',
        ScanIndexForward: forward,
        Limit: 1000,
        ExclusiveStartKey: start,
      }),
    );
    out.push(...((r.Items ?? []) as KeyPair[]));
    start = r.LastEvaluatedKey;
  } while (start);
  return out;
}

const byName = (a: KeyPair, b: KeyPair) => a.name.localeCompare(b.name);

/** The companies of one type, by name (gsi1 `CLIENTTYPE#<type>` is sorted by lower-cased name). */
export const clientsOfType = (type: Client['type']) => keyPairs('gsi1', clientTypePartition(type));

/** The labs with a licence number, by it: whose results a file's LabLicenseNumber names. */
export async function labsByLicense(): Promise<Map<string, KeyPair>> {
  const out = new Map<string, KeyPair>();
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': clientTypePartition('lab') },
        ExpressionAttributeNames: { '#id': '_id', '#n': 'name', '#l': 'licenseNumber' },
        ProjectionExpression: '#id, #n, #l',
        Limit: 1000,
        ExclusiveStartKey: start,
      }),
    );
    for (const lab of (r.Items ?? []) as (KeyPair & { licenseNumber?: string })[])
      if (lab.licenseNumber?.trim()) out.set(lab.licenseNumber.trim(), { _id: lab._id, name: lab.name });
    start = r.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Every company, by name. */
export const allClients = async () => (await keyPairs('gsi3', ALL_CLIENTS)).sort(byName);

/** A producer's brands, by name. */
export const brandsOfClient = async (clientId: string) =>
  (await keyPairs('gsi1', clientBrandsPartition(clientId))).sort(byName);
