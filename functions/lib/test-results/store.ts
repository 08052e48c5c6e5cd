import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { batchGet, batchPut, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { lotRecord } from '#lib/lots/keys';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { lotPartition } from '#lib/lots/keys';
import type { ResultVersion } from '#shared/schemas/lab-result';
import {
  ALL_TESTS,
  clientTestsPartition,
  resultVersionRecord,
  testResultKey,
  testResultRecord,
  VERSION_PREFIX,
} from './keys.ts';
import { resultVersion } from './versions.ts';

/** Stores a result as it is (the demo seed): a result of a lot is logged as that lot's version. */
export async function putTestResult(t: TestResult): Promise<void> {
  if (!t.lotId) {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: testResultRecord(t) }));
    return;
  }
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: testResultRecord(t) } },
        { Put: { TableName: tableName(), Item: resultVersionRecord(resultVersion(t.lotId, t)) } },
      ],
    }),
  );
}

/**
 * Results stored as they are, each of a lot with its version in that lot's log, in batches (the
 * demo seed, which writes its data again whole when it was cut short, so the pairs need no
 * transaction).
 */
export const putTestResults = (ts: readonly TestResult[]) =>
  batchPut(
    ts.flatMap((t) => [testResultRecord(t), ...(t.lotId ? [resultVersionRecord(resultVersion(t.lotId, t))] : [])]),
  );

/**
 * The Puts of a transaction that publishes a new result of a lot (an approved certificate): the
 * result, which must not exist yet, and the lot's first version in its results log, so the lot's
 * public page lists what it showed.
 */
export const publishResultPuts = (t: TestResult, lotId: string) => [
  { Put: { TableName: tableName(), Item: testResultRecord(t), ConditionExpression: 'attribute_not_exists(pk)' } },
  { Put: { TableName: tableName(), Item: resultVersionRecord(resultVersion(lotId, t)) } },
];

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getTestResults = (ids: string[]) => batchGet<TestResult>([...new Set(ids)].map(testResultKey));

export async function getTestResult(id: string): Promise<TestResult | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: testResultKey(id) }));
  return r.Item ? stripKeys<TestResult>(r.Item) : undefined;
}

/** Removes the result's item outright (the site never does): what the derived views must follow too. */
export async function deleteTestResultItem(id: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: testResultKey(id) }));
}

/**
 * A new result with the parent lot it is the test of, both or neither: the lot tables list the
 * result through its lot, and a product's latestLot names the lot. Neither id may exist yet.
 */
export async function createTestResultWithLot(t: TestResult, lot: Lot): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: testResultRecord(t), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: lotRecord(lot), ConditionExpression: 'attribute_not_exists(pk)' } },
        // the lot's results log starts with this result
        { Put: { TableName: tableName(), Item: resultVersionRecord(resultVersion(lot._id, t)) } },
      ],
    }),
  );
}

/**
 * Replaces a result the client owns, as of the version read (`before`): answers false when it
 * is not that client's (another company's result is not there for it) or changed meanwhile. A
 * result of a lot is logged as the lot's new version in the same transaction.
 */
export async function replaceOwnTestResult(t: TestResult, before: TestResult): Promise<boolean> {
  const put = {
    TableName: tableName(),
    Item: testResultRecord(t),
    ConditionExpression: 'attribute_exists(pk) AND dataOwner = :owner AND updatedAt = :read',
    ExpressionAttributeValues: { ':owner': t.dataOwner, ':read': before.updatedAt },
  };
  try {
    if (!t.lotId) await ddb.send(new PutCommand(put));
    else
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: put },
            { Put: { TableName: tableName(), Item: resultVersionRecord(resultVersion(t.lotId, t, before)) } },
          ],
        }),
      );
    return true;
  } catch (e) {
    if (isConditionFailure(e) || isCancelledBy(e, 0)) return false;
    throw e;
  }
}

/** Whether a transaction was cancelled by the condition of its `index`th item. */
const isCancelledBy = (e: unknown, index: number) =>
  (e as { name?: string }).name === 'TransactionCanceledException' &&
  (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/** A client's results, newest change first (gsi1 `CLIENT#c#TESTS`), one page. */
export async function listClientTestResults(
  owner: string,
  limit: number,
  cursor?: string,
): Promise<{ testResults: TestResult[]; nextCursor: string | null }> {
  const partition = clientTestsPartition(owner);
  const page = await newestFirstPage(partition, limit, cursor);
  return { testResults: page.items.map((i) => stripKeys<TestResult>(i)), nextCursor: page.nextCursor };
}

/** Every result, a page at a time, from the TESTS index partition (a rebuild's walk, not a Scan). */
export async function* allTestResults(pageSize = 500): AsyncGenerator<TestResult[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': ALL_TESTS },
        ExclusiveStartKey: start,
        Limit: pageSize,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<TestResult>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}

/**
 * A lab's published results with a test date in a period, a page at a time, oldest first: the TESTS
 * index partition by test date, the lab and approval filtered on the way (a period's results).
 */
export async function* labResultsBetween(
  labId: string,
  from: string,
  to: string,
  pageSize = 500,
): AsyncGenerator<TestResult[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p AND gsi3sk BETWEEN :from AND :to',
        FilterExpression: 'testLab.#id = :lab AND approved = :yes',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: {
          ':p': ALL_TESTS,
          ':from': from,
          ':to': `${to}#\uffff`,
          ':lab': labId,
          ':yes': true,
        },
        ExclusiveStartKey: start,
        Limit: pageSize,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<TestResult>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}

/** A lot's logged versions, newest first, one page. */
export async function listResultVersions(
  lotId: string,
  limit: number,
  cursor?: string,
): Promise<{ versions: ResultVersion[]; nextCursor: string | null }> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': lotPartition(lotId), ':s': VERSION_PREFIX },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { partition: lotPartition(lotId), sortPrefix: VERSION_PREFIX }),
    }),
  );
  const shown = pageWithLookahead(r, limit, undefined);
  return {
    versions: shown.items.map((i) => stripKeys<ResultVersion>(i)),
    nextCursor: shown.nextCursor,
  };
}
