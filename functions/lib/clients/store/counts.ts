import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite, ddb, META, tableName } from '#lib/table/dynamodb';
import { clientProductsPartition, productKey } from '#lib/products/keys';
import { brandKey, clientBrandsPartition } from '#lib/brands/keys';
import { testResultKey, clientTestsPartition } from '#lib/test-results/keys';
import { ALL_USERS, userKey } from '#lib/users/keys';
import { countedPartition, counterKey } from '#lib/clients/keys';

// A company's counts of products, brands and test results, and the platform's user count
// (docs/client-companies.md): one counter item each, so a page reads one item instead of counting
// a partition on every call. Each counted item has a marker (pk COUNTED#<scope>, sk its id), and
// the counter moves only in the transaction that puts or deletes a marker, on the marker's absence
// or presence. So a change is counted once however often its record arrives, and the stream worker
// and a recount (recalc) can run side by side: whichever writes a marker first moves the counter,
// the other's condition fails and it moves nothing.

export const COUNT_KINDS = ['products', 'brands', 'tests'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** What one count counts: its counter, its markers, and how to tell whether an item counts. */
interface Scope {
  counter: { pk: string; sk: string };
  markers: string;
  /** The item's own key. */
  itemKey: (id: string) => { pk: string; sk: string };
  /** The condition under which the item counts, on the item itself, with its values. */
  counts: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** The query that lists the items that count (for a recount). */
  list: { index: string; partition: { name: string; value: string }; filter?: string };
}

const clientScope = (clientId: string, kind: CountKind): Scope => {
  const owner = kind === 'tests' ? 'dataOwner' : 'producer';
  const active = kind === 'products';
  return {
    counter: counterKey(clientId, kind),
    markers: countedPartition(clientId, kind),
    itemKey: { products: productKey, brands: brandKey, tests: testResultKey }[kind],
    counts: {
      expression: `attribute_exists(pk) AND #owner = :owner${active ? ' AND (attribute_not_exists(active) OR active <> :no)' : ''}`,
      names: { '#owner': owner },
      values: { ':owner': clientId, ...(active ? { ':no': false } : {}) },
    },
    list: {
      index: 'gsi1',
      partition: {
        name: 'gsi1pk',
        value: { products: clientProductsPartition, brands: clientBrandsPartition, tests: clientTestsPartition }[kind](
          clientId,
        ),
      },
      ...(active ? { filter: 'active <> :no' } : {}),
    },
  };
};

const USERS: Scope = {
  counter: { pk: 'COUNT#users', sk: META },
  markers: 'COUNTED#users',
  itemKey: (id) => userKey(id),
  counts: { expression: 'attribute_exists(pk)', names: {}, values: {} },
  list: { index: 'gsi3', partition: { name: 'gsi3pk', value: ALL_USERS } },
};

const countOf = async (scope: Scope) => {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: scope.counter }));
  return (r.Item?.count as number | undefined) ?? 0;
};

export const readUserCount = () => countOf(USERS);

/** Items a zero counter is checked against: one page of the list, never the partition. */
const ZERO_CHECK_PAGE = 100;

/**
 * A company's count. A counter trails its items by the stream's delay, and zero is the figure a
 * page decides on (the welcome redirect sends a producer with nothing back to the wizard), so a
 * zero is checked against the first page of the items themselves: a company that has just made its
 * first product is not told it has none.
 */
export async function readCount(clientId: string, kind: CountKind): Promise<number> {
  const scope = clientScope(clientId, kind);
  const kept = await countOf(scope);
  if (kept > 0) return kept;
  const { index, partition, filter } = scope.list;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${partition.name} = :p`,
      ...(filter ? { FilterExpression: filter } : {}),
      ExpressionAttributeValues: { ':p': partition.value, ...(filter ? { ':no': false } : {}) },
      Select: 'COUNT',
      Limit: ZERO_CHECK_PAGE,
    }),
  );
  return r.Count ?? 0;
}

/** The codes a cancelled transaction gives, one per item in order. */
const cancelReasons = (e: unknown): string[] | undefined =>
  (e as Error).name === 'TransactionCanceledException'
    ? ((e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None')
    : undefined;

/**
 * Counts the item in or out: the marker put (in) or deleted (out) on its absence or presence, and
 * the counter moved by one with it. With `check`, the item's own state must agree (a recount's
 * fix, which must not undo a change the worker has not applied yet). Answers whether it moved;
 * a condition that failed means the count already says so (or the item changed again), and a
 * conflict with another transaction throws, to be tried again.
 */
async function mark(scope: Scope, id: string, way: 'in' | 'out', check = false): Promise<boolean> {
  const marker = { pk: scope.markers, sk: id };
  const c = scope.counts;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          way === 'in'
            ? {
                Put: {
                  TableName: tableName(),
                  Item: { ...marker, entity: 'counted' },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              }
            : { Delete: { TableName: tableName(), Key: marker, ConditionExpression: 'attribute_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: scope.counter,
              UpdateExpression: 'ADD #c :d, #v :one SET entity = :e',
              ExpressionAttributeNames: { '#c': 'count', '#v': 'version' },
              ExpressionAttributeValues: { ':d': way === 'in' ? 1 : -1, ':one': 1, ':e': 'count' },
            },
          },
          ...(check
            ? [
                {
                  ConditionCheck: {
                    TableName: tableName(),
                    Key: scope.itemKey(id),
                    ConditionExpression: way === 'in' ? c.expression : `NOT (${c.expression})`,
                    ...(Object.keys(c.names).length ? { ExpressionAttributeNames: c.names } : {}),
                    ...(Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return true;
  } catch (e) {
    const reasons = cancelReasons(e);
    if (reasons && !reasons.includes('TransactionConflict') && reasons.includes('ConditionalCheckFailed')) return false;
    throw e;
  }
}

/** The stream worker's move: `delta` +1 counts the item in, -1 out (each once, however often it is asked). */
export const countItem = (clientId: string, kind: CountKind, id: string, delta: 1 | -1) =>
  mark(clientScope(clientId, kind), id, delta > 0 ? 'in' : 'out');

export const countUser = (id: string, delta: 1 | -1) => mark(USERS, id, delta > 0 ? 'in' : 'out');

async function* pages(input: ConstructorParameters<typeof QueryCommand>[0]) {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    yield r;
    start = r.LastEvaluatedKey;
  } while (start);
}

const markerQuery = (scope: Scope, select?: 'COUNT') => ({
  TableName: tableName(),
  KeyConditionExpression: 'pk = :p',
  ExpressionAttributeValues: { ':p': scope.markers },
  ConsistentRead: true,
  ...(select ? { Select: select } : { ProjectionExpression: 'sk' }),
});

/** Tries of the counter's final write while transactions keep moving it. */
const SETTLE_TRIES = 8;

/**
 * Counts a scope from the table as it is now, beside the stream worker (data written while no
 * worker ran, a counter that drifted): every item that counts without a marker is counted in, and
 * every marker whose item no longer counts is counted out, each only while the item's own state
 * agrees. Then the counter is set to the number of markers, read between two reads of its version:
 * if a transaction moved it meanwhile, the count is taken again.
 */
async function recountScope(scope: Scope, alone = false): Promise<number> {
  const items = new Set<string>();
  const l = scope.list;
  for await (const r of pages({
    TableName: tableName(),
    IndexName: l.index,
    KeyConditionExpression: '#p = :p',
    ExpressionAttributeNames: { '#p': l.partition.name, '#id': '_id' },
    ExpressionAttributeValues: { ':p': l.partition.value, ...(l.filter ? { ':no': false } : {}) },
    ...(l.filter ? { FilterExpression: l.filter } : {}),
    ProjectionExpression: '#id',
  }))
    for (const i of r.Items ?? []) items.add(i._id as string);
  const marked = new Set<string>();
  for await (const r of pages(markerQuery(scope))) for (const m of r.Items ?? []) marked.add(m.sk as string);
  const adds = [...items].filter((id) => !marked.has(id));
  const drops = [...marked].filter((id) => !items.has(id));
  if (alone) {
    // nothing else moves the counter or its markers: they are written in batches, and the counter
    // set from them below
    await batchWrite([
      ...adds.map((sk) => ({ PutRequest: { Item: { pk: scope.markers, sk, entity: 'counted' } } })),
      ...drops.map((sk) => ({ DeleteRequest: { Key: { pk: scope.markers, sk } } })),
    ]);
  } else {
    for (const id of adds) await mark(scope, id, 'in', true);
    for (const id of drops) await mark(scope, id, 'out', true);
  }

  for (let attempt = 0; attempt < SETTLE_TRIES; attempt++) {
    const version = async () =>
      (await ddb.send(new GetCommand({ TableName: tableName(), Key: scope.counter, ConsistentRead: true }))).Item
        ?.version as number | undefined;
    const before = await version();
    let total = 0;
    for await (const r of pages(markerQuery(scope, 'COUNT'))) total += r.Count ?? 0;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: scope.counter,
          UpdateExpression: 'SET #c = :n, entity = :e ADD #v :one',
          ConditionExpression: before === undefined ? 'attribute_not_exists(#v)' : '#v = :v',
          ExpressionAttributeNames: { '#c': 'count', '#v': 'version' },
          ExpressionAttributeValues: {
            ':n': total,
            ':e': 'count',
            ':one': 1,
            ...(before === undefined ? {} : { ':v': before }),
          },
        }),
      );
      return total;
    } catch (e) {
      if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    }
  }
  throw new Error(`${scope.counter.pk} ${scope.counter.sk} kept moving during a recount`);
}

/**
 * `alone`: nothing else writes the table meanwhile (the local runtime's start, before its stream
 * workers run), so the markers go in batches instead of one checked transaction each.
 */
type RecountOptions = { alone?: boolean };

/** The users counted from gsi3 `USERS` as the table is now (recalc; a new deployment's first count). */
export const recountUsers = (opts: RecountOptions = {}) => recountScope(USERS, opts.alone);

/**
 * A company's products, brands and test results counted from the table as it is now (recalc, the
 * local start), side by side: each kind has its own counter and markers.
 */
export async function recount(clientId: string, opts: RecountOptions = {}): Promise<Record<CountKind, number>> {
  const totals = await Promise.all(COUNT_KINDS.map((kind) => recountScope(clientScope(clientId, kind), opts.alone)));
  return Object.fromEntries(COUNT_KINDS.map((kind, i) => [kind, totals[i]!])) as Record<CountKind, number>;
}

/** The kinds whose counter differs from the company's items as the table holds them now (a read only). */
export async function countsDrift(clientId: string): Promise<CountKind[]> {
  const drifted: CountKind[] = [];
  for (const kind of COUNT_KINDS) {
    const scope = clientScope(clientId, kind);
    const { index, partition, filter } = scope.list;
    let items = 0;
    for await (const r of pages({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${partition.name} = :p`,
      ...(filter ? { FilterExpression: filter } : {}),
      ExpressionAttributeValues: { ':p': partition.value, ...(filter ? { ':no': false } : {}) },
      Select: 'COUNT',
    }))
      items += r.Count ?? 0;
    if ((await countOf(scope)) !== items) drifted.push(kind);
  }
  return drifted;
}

/** Overwrites a company's counter with this total, its markers as they are: a count gone wrong, which a recount puts right. */
export async function overwriteCount(clientId: string, kind: CountKind, count: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(clientId, kind),
      UpdateExpression: 'SET #c = :n, entity = :e',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':n': count, ':e': 'count' },
    }),
  );
}
