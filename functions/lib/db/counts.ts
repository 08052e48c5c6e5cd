import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#lib/aws/dynamodb';

// A company's counts of products, brands and test results (docs/client-companies.md): one item
// each (pk CLIENT#<id>, sk COUNT#<kind>), kept by the count-client-items stream worker with ADD,
// so a page reads one item instead of counting a partition on every call.

export const COUNT_KINDS = ['products', 'brands', 'tests'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

const key = (clientId: string, kind: CountKind) => ({ pk: `CLIENT#${clientId}`, sk: `COUNT#${kind}` });

/** The platform's user count (the admin users page): one item, kept by the same worker. */
const USER_COUNT = { pk: 'COUNT#users', sk: '#META' } as const;

/** Whether the user count was ever written (counted from the table or kept by the worker). */
export async function userCountExists(): Promise<boolean> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: USER_COUNT }));
  return r.Item !== undefined;
}

export async function readUserCount(): Promise<number> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: USER_COUNT }));
  return (r.Item?.count as number | undefined) ?? 0;
}

/** Adds `delta` (negative to take away) to the user count. */
export async function addToUserCount(delta: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: USER_COUNT,
      UpdateExpression: 'ADD #c :d SET entity = :e',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':d': delta, ':e': 'count' },
    }),
  );
}

/**
 * Counts the users from gsi3 `USERS` as the table is now and writes the count: for users written
 * while no stream worker ran (the local runtime's seed, a rebuild). Not for a request path.
 */
export async function recountUsers(): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': 'USERS' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    total += r.Count ?? 0;
    start = r.LastEvaluatedKey;
  } while (start);
  await ddb.send(new PutCommand({ TableName: tableName(), Item: { ...USER_COUNT, entity: 'count', count: total } }));
  return total;
}

export async function readCount(clientId: string, kind: CountKind): Promise<number> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: key(clientId, kind) }));
  return (r.Item?.count as number | undefined) ?? 0;
}

/** Adds `delta` (negative to take away) to the count. */
export async function addToCount(clientId: string, kind: CountKind, delta: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(clientId, kind),
      UpdateExpression: 'ADD #c :d SET entity = :e',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':d': delta, ':e': 'count' },
    }),
  );
}

// what each count counts, read from the partitions the lists page through (docs/data-model.md)
const PARTITIONS: Record<CountKind, { suffix: string; filter?: string }> = {
  products: { suffix: 'PRODUCTS', filter: 'active <> :no' },
  brands: { suffix: 'BRANDS' },
  tests: { suffix: 'TESTS' },
};

/**
 * Counts a company's items from the table as it is now and writes the counts: for data written
 * while no stream worker ran (the local runtime's seed). Not for a request path: it reads whole partitions.
 */
export async function recount(clientId: string): Promise<Record<CountKind, number>> {
  const counts = {} as Record<CountKind, number>;
  for (const kind of COUNT_KINDS) {
    const { suffix, filter } = PARTITIONS[kind];
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ...(filter ? { FilterExpression: filter } : {}),
          ExpressionAttributeValues: { ':p': `CLIENT#${clientId}#${suffix}`, ...(filter ? { ':no': false } : {}) },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      total += r.Count ?? 0;
      start = r.LastEvaluatedKey;
    } while (start);
    await ddb.send(
      new PutCommand({ TableName: tableName(), Item: { ...key(clientId, kind), entity: 'count', count: total } }),
    );
    counts[kind] = total;
  }
  return counts;
}
