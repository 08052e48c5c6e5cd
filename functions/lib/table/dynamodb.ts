import { isDeepStrictEqual } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { required, setting } from '#lib/base/config';
import { inLanes } from '#lib/base/lanes';
import { withoutLogStep } from './without-log-step.ts';

let client: DynamoDBDocumentClient | undefined;

/**
 * Every call gives up inside a function's 10 s: a connection within 1 s, the whole answer within
 * 3 s, and one retry, so at worst about 8 s. A hung or unreachable table then answers the caller
 * 503 (http.ts) instead of the Lambda being killed mid-request with nothing said. The table
 * answers in milliseconds; the largest reads (the search packs) take well under a second.
 * throwOnRequestTimeout: without it the SDK only logs a warning when requestTimeout passes.
 * The local runtime shares two cores with Java, a browser and whatever else runs, and no Lambda
 * timeout kills its handlers, so it allows longer connections and answers
 * (DYNAMODB_REQUEST_TIMEOUT_MS, both): a loaded laptop seeding its demo data, or the test suite's
 * three files and browsers at once, must not see a 503 that only the machine's load caused.
 */
const DYNAMODB_TIMEOUTS = { connectionTimeout: 1_000, requestTimeout: 3_000, maxAttempts: 2 };

/**
 * The document client, made on first use: the configuration (DYNAMODB_ENDPOINT is set only by the
 * local runtime; in AWS the SDK finds the regional endpoint) is read when a call is made, not when
 * a module that imports this one happens to load.
 */
export const ddb = {
  send: ((command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
    const { maxAttempts } = DYNAMODB_TIMEOUTS;
    const local = Number(setting('DYNAMODB_REQUEST_TIMEOUT_MS'));
    const requestTimeout = local || DYNAMODB_TIMEOUTS.requestTimeout;
    // a loaded machine is as slow to accept a connection as to answer on one
    const connectionTimeout = local || DYNAMODB_TIMEOUTS.connectionTimeout;
    client ??= withoutLogStep(
      DynamoDBDocumentClient.from(
        new DynamoDBClient({
          ...(setting('DYNAMODB_ENDPOINT')
            ? { endpoint: setting('DYNAMODB_ENDPOINT'), region: setting('AWS_REGION') ?? 'us-west-2' }
            : {}),
          maxAttempts,
          requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
        }),
        { marshallOptions: { removeUndefinedValues: true } },
      ),
    );
    return client.send(command);
  }) as DynamoDBDocumentClient['send'],
};

export const tableName = () => {
  return required('TABLE_NAME');
};

/** The key attributes every item may carry; they never leave the data layer. */
export const KEY_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'expiresAt',
  'entity',
] as const;

export function stripKeys<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!(KEY_ATTRIBUTES as readonly string[]).includes(k)) out[k] = v;
  return out as T;
}

/** The sort key every entity's main item uses. */
export const META = '#META';

/** A write whose condition did not hold (the item is there already, or not in the state asked for). */
export const isConditionFailure = (e: unknown) => (e as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Whether the table holds exactly this item. The SDK sends a write again when its answer is lost
 * (a timeout, a dropped connection); when the first attempt had landed, the retry fails a
 * condition on the version it replaced. Reading the item back tells that case, where the write is
 * done, from a real conflict.
 */
export async function holdsItem(item: Record<string, unknown>): Promise<boolean> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
  );
  // the write dropped undefined attributes, so the comparison does too
  return !!r.Item && isDeepStrictEqual(r.Item, JSON.parse(JSON.stringify(item)));
}

/**
 * Writes the item unless its key is taken, and answers what the table holds either way: the key is
 * the uniqueness rule, so two racing writers both get the one item that won, never two.
 */
export async function putIfAbsent<T>(
  item: T,
  key: { pk: string; sk: string },
  attributes: Record<string, unknown>,
): Promise<{ item: T; created: boolean }> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...item, ...attributes, ...key },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { item, created: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!existing.Item) throw e;
    return { item: stripKeys<T>(existing.Item), created: false };
  }
}

type Key = { pk: string; sk: string };
const GET_BATCH = 100;
const WRITE_BATCH = 25;
// DynamoDB hands back what it could not do (throttling, a 16 MB answer) as Unprocessed*; those are
// sent again after a short, growing pause. A table that refuses this long is a fault, not a retry.
const MAX_ROUNDS = 8;
const pause = (round: number) => new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** round)));

/**
 * Every item of these keys that exists, as the table holds it: 100 keys per BatchGet, the calls in
 * flight together. `onItems` sees each answer as it lands, so a caller can work on the first
 * while the rest are in flight (the search packs at a cold start).
 */
export async function batchGetItems(
  keys: Record<string, unknown>[],
  opts: {
    projection?: string;
    /** The projection's placeholders for reserved words (`#s` for status). */
    names?: Record<string, string>;
    onItems?: (items: Record<string, unknown>[]) => void;
    /** Strongly consistent: sees a write made just before (a BatchGet reads eventually otherwise). */
    consistent?: boolean;
  } = {},
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const table = tableName();
  const chunks = Array.from({ length: Math.ceil(keys.length / GET_BATCH) }, (_, i) =>
    keys.slice(i * GET_BATCH, (i + 1) * GET_BATCH),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      let request: Record<string, unknown>[] | undefined = chunk;
      for (let round = 0; request && request.length > 0; round++) {
        if (round === MAX_ROUNDS)
          throw new Error(`BatchGet left ${request.length} keys unprocessed after ${MAX_ROUNDS} rounds`);
        if (round > 0) await pause(round);
        const r: BatchGetCommandOutput = await ddb.send(
          new BatchGetCommand({
            RequestItems: {
              [table]: {
                Keys: request,
                ...(opts.projection ? { ProjectionExpression: opts.projection } : {}),
                ...(opts.names ? { ExpressionAttributeNames: opts.names } : {}),
                ...(opts.consistent ? { ConsistentRead: true } : {}),
              },
            },
          }),
        );
        const items = r.Responses?.[table] ?? [];
        out.push(...items);
        opts.onItems?.(items);
        request = r.UnprocessedKeys?.[table]?.Keys;
      }
    }),
  );
  return out;
}

/** Every item of these keys that exists (keys stripped), read 100 keys per BatchGet. */
export const batchGet = async <T>(keys: Key[], consistent = false): Promise<T[]> =>
  (await batchGetItems(keys, { consistent })).map((item) => stripKeys<T>(item));

/** How many BatchWrites one call keeps in flight: a bulk write goes at the table's pace, not one round trip's. */
const WRITE_LANES = 4;

/**
 * Puts and deletes (each `{ PutRequest }` or `{ DeleteRequest }`), 25 per BatchWrite, four calls in
 * flight, each sending again what DynamoDB hands back unprocessed until none is left. Unconditional
 * and not atomic: for items whose last write wins (a seed, derived copies), never for an invariant.
 */
export async function batchWrite(requests: readonly Record<string, unknown>[]): Promise<void> {
  const table = tableName();
  const groups = Array.from({ length: Math.ceil(requests.length / WRITE_BATCH) }, (_, i) =>
    requests.slice(i * WRITE_BATCH, (i + 1) * WRITE_BATCH),
  );
  await inLanes(groups, WRITE_LANES, async (group) => {
    let request: Record<string, unknown>[] | undefined = group;
    for (let round = 0; request && request.length > 0; round++) {
      if (round === MAX_ROUNDS)
        throw new Error(`BatchWrite left ${request.length} writes unprocessed after ${MAX_ROUNDS} rounds`);
      if (round > 0) await pause(round);
      const r: BatchWriteCommandOutput = await ddb.send(
        new BatchWriteCommand({ RequestItems: { [table]: request as never } }),
      );
      request = r.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
    }
  });
}

/** Puts these whole items (keys included), as batchWrite does. */
export const batchPut = (items: readonly Record<string, unknown>[]) =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/** Deletes the items of these keys, as batchWrite does. */
export const batchDelete = (keys: Key[]) => batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
