import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { batchGet, ddb, isConditionFailure, META, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { lotRecord } from '#lib/lots/keys';
import { resultVersion, resultVersionItem } from './result-log.ts';

export const testResultKey = (id: string) => ({ pk: `TEST#${id}`, sk: META });

/** A result as the table stores it, with its index keys. */
export const testResultItem = (t: TestResult) => ({
  ...t,
  ...testResultKey(t._id),
  entity: 'testResult',
  gsi1pk: `CLIENT#${t.dataOwner}#TESTS`,
  gsi1sk: `${t.updatedAt}#${t._id}`,
  gsi3pk: 'TESTS',
  gsi3sk: `${t.testDate ?? t.createdAt.slice(0, 10)}#${t._id}`,
});

/** Stores a result as it is (the demo seed): a result of a lot is logged as that lot's version. */
export async function putTestResult(t: TestResult): Promise<void> {
  if (!t.lotId) {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: testResultItem(t) }));
    return;
  }
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: testResultItem(t) } },
        { Put: { TableName: tableName(), Item: resultVersionItem(resultVersion(t.lotId, t)) } },
      ],
    }),
  );
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getTestResults = (ids: string[]) => batchGet<TestResult>([...new Set(ids)].map(testResultKey));

export async function getTestResult(id: string): Promise<TestResult | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: testResultKey(id) }));
  return r.Item ? stripKeys<TestResult>(r.Item) : undefined;
}

/**
 * A new result with the parent lot it is the test of, both or neither: the lot tables list the
 * result through its lot, and a product's latestLot names the lot. Neither id may exist yet.
 */
export async function createTestResultWithLot(t: TestResult, lot: Lot): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: testResultItem(t), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: lotRecord(lot), ConditionExpression: 'attribute_not_exists(pk)' } },
        // the lot's results log starts with this result
        { Put: { TableName: tableName(), Item: resultVersionItem(resultVersion(lot._id, t)) } },
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
    Item: testResultItem(t),
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
            { Put: { TableName: tableName(), Item: resultVersionItem(resultVersion(t.lotId, t, before)) } },
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
  const partition = `CLIENT#${owner}#TESTS`;
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
        ExpressionAttributeValues: { ':p': 'TESTS' },
        ExclusiveStartKey: start,
        Limit: pageSize,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<TestResult>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}
