import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { updateOf } from '#lib/table/update-expression';
import { inject } from 'vitest';

// The test runtime's table, read and written directly: the one place tests name it and build a
// client for it, so a test never restates DynamoDB Local's endpoint, region or credentials.

export const TABLE = 'cannastamp';

/** A document client on the runtime's DynamoDB Local (the port runtime-setup provides, unless given). */
export const tableClient = (dynamoPort: number = inject('ports').dynamo) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${dynamoPort}`,
      region: 'us-west-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );

let shared: DynamoDBDocumentClient | undefined;

/** An item as the runtime's table holds it now (a consistent read), at a key a domain's keys build. */
export const storedItem = async (key: { pk: string; sk: string }) =>
  (await (shared ??= tableClient()).send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item;

/** Every item of a partition (a consistent read), or those whose sort key starts with `skPrefix`, in sort-key order. */
export async function storedItems(partition: string, skPrefix?: string): Promise<Record<string, any>[]> {
  return queryAll({
    KeyConditionExpression: skPrefix === undefined ? 'pk = :p' : 'pk = :p AND begins_with(sk, :s)',
    ExpressionAttributeValues: { ':p': partition, ...(skPrefix === undefined ? {} : { ':s': skPrefix }) },
    ConsistentRead: true,
  });
}

/**
 * Every item an index lists under a partition, or those whose sort key starts with `skPrefix`, in
 * sort-key order (`newestFirst` reverses it). Indexes are eventually consistent: poll for a change.
 */
export async function indexedItems(
  index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4',
  partition: string,
  { skPrefix, newestFirst = false }: { skPrefix?: string; newestFirst?: boolean } = {},
): Promise<Record<string, any>[]> {
  return queryAll({
    IndexName: index,
    KeyConditionExpression:
      skPrefix === undefined ? `${index}pk = :p` : `${index}pk = :p AND begins_with(${index}sk, :s)`,
    ExpressionAttributeValues: { ':p': partition, ...(skPrefix === undefined ? {} : { ':s': skPrefix }) },
    ScanIndexForward: !newestFirst,
  });
}

/**
 * Writes an item as given, past every rule of its domain's store: an item no domain writes (a probe,
 * a copy that must stay out of every list, a record moved to another company on purpose).
 */
export async function putStoredItem(item: { pk: string; sk: string } & Record<string, unknown>): Promise<void> {
  await (shared ??= tableClient()).send(new PutCommand({ TableName: TABLE, Item: item }));
}

/**
 * SETs these fields of an item that exists, past its store's rules: what a test stages that the
 * platform only reaches by a path the test stands in for (a webhook's record lost, a reader's
 * answer of the test's choosing, a partial item a counter must survive).
 */
export async function setStoredFields(key: { pk: string; sk: string }, fields: Record<string, unknown>): Promise<void> {
  await (shared ??= tableClient()).send(
    new UpdateCommand({ TableName: TABLE, Key: key, ...updateOf(fields), ConditionExpression: 'attribute_exists(pk)' }),
  );
}

/** Every item of the table, page by page. A test only: requests never Scan. */
export async function* everyItem(): AsyncGenerator<Record<string, any>> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await (shared ??= tableClient()).send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }));
    yield* r.Items ?? [];
    start = r.LastEvaluatedKey;
  } while (start);
}

async function queryAll(
  query: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await (shared ??= tableClient()).send(
      new QueryCommand({ TableName: TABLE, ...query, ExclusiveStartKey: start }),
    );
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return items;
}

let localPort: number | undefined;

/**
 * Points this process's own data layer at the runtime's DynamoDB Local, for a test that calls it
 * directly; `extra` adds what that test's other calls read from the environment beside it. A
 * process outside vitest (a bench) names its DynamoDB Local's port once; later calls keep it.
 */
export const useLocalTable = (extra: Record<string, string> = {}, dynamoPort?: number) => {
  localPort = dynamoPort ?? localPort ?? inject('ports').dynamo;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${localPort}`,
    TABLE_NAME: TABLE,
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    ...extra,
  });
};

/**
 * Every item of the table as `pk|sk` → a hash of its content, but for the partitions the stream
 * consumers rewrite on their own (search and similar-products packs, and the consumers' own
 * once-only marks, which trail the requests that caused them) and rate-limit counters.
 * A test only: requests never Scan.
 */
export async function snapshot(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const item of everyItem()) {
    const pk = String(item.pk);
    if (/^(SEARCHPACK|SIMPACK2?|SIMILAR|SIMCARD|RATE|IDEMP)#/.test(pk)) continue;
    // the counts and their markers follow the items (which are kept) through a stream worker that
    // may still be counting the accounts a test made just before its first snapshot
    if (pk === 'COUNT#users' || pk.startsWith('COUNTED#')) continue;
    out.set(
      `${pk}|${String(item.sk)}`,
      createHash('sha256')
        .update(JSON.stringify(item, (_, v) => (v instanceof Set ? [...v].sort() : v)))
        .digest('hex'),
    );
  }
  return out;
}

/** The keys added, removed or changed between two snapshots. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}
