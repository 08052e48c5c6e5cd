import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TestResult } from '#shared/schemas/test-result';
import { batchGet, ddb, META, tableName } from '#lib/aws/dynamodb';

export const testResultKey = (id: string) => ({ pk: `TEST#${id}`, sk: META });

const toItem = (t: TestResult) => ({
  ...t,
  ...testResultKey(t._id),
  entity: 'testResult',
  gsi1pk: `CLIENT#${t.dataOwner}#TESTS`,
  gsi1sk: `${t.updatedAt}#${t._id}`,
  gsi3pk: 'TESTS',
  gsi3sk: `${t.testDate ?? t.createdAt.slice(0, 10)}#${t._id}`,
});

export async function putTestResult(t: TestResult): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(t) }));
}

/** The ones of these ids that exist, by BatchGet (100 ids a call). */
export const getTestResults = (ids: string[]) => batchGet<TestResult>([...new Set(ids)].map(testResultKey));
