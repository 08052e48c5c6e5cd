import type { ResultVersion } from '#shared/schemas/lab-result';
import type { TestResult } from '#shared/schemas/test-result';
import { META } from '#lib/table/dynamodb';
import { lotPartition } from '#lib/lots/keys';

// A test result's place in the table (docs/data-model.md): the result and its draft share the
// result's partition; the lists are a company's results and every result; a lot's results log
// lives in the lot's partition.

/** The partition of a result's own item and of its draft. */
const testResultPartition = (id: string) => `TEST#${id}`;

export const testResultKey = (id: string) => ({ pk: testResultPartition(id), sk: META });

/** The draft the data-entry staff fill in, beside where the result will be. */
export const draftKey = (id: string) => ({ pk: testResultPartition(id), sk: 'DRAFT' });

/** gsi1: a company's results, by last change. */
export const clientTestsPartition = (companyId: string) => `CLIENT#${companyId}#TESTS`;

/** gsi3: every result, by test date (rebuilds). */
export const ALL_TESTS = 'TESTS';

/** A result as the table stores it, with its index keys. */
export const testResultRecord = (t: TestResult) => ({
  ...t,
  ...testResultKey(t._id),
  entity: 'testResult',
  gsi1pk: clientTestsPartition(t.dataOwner),
  gsi1sk: `${t.updatedAt}#${t._id}`,
  gsi3pk: ALL_TESTS,
  gsi3sk: `${t.testDate ?? t.createdAt.slice(0, 10)}#${t._id}`,
});

/** The sort key prefix of a lot's results log. */
export const VERSION_PREFIX = 'RESULT#';

/** A version of a lot's results log as stored, for a transaction that writes it beside the change. */
export const resultVersionRecord = (v: ResultVersion) => ({
  ...v,
  pk: lotPartition(v.lotId),
  sk: `${VERSION_PREFIX}${v.savedAt}#${v.testResultId}`,
  entity: 'resultVersion',
});
