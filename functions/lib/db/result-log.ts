import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ResultVersion } from '#shared/schemas/lab-result';
import { MEASURES, printedMeasure, type TestResult } from '#shared/schemas/test-result';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { lotPartition } from '#lib/lots/keys';

// A lot's results log (docs/data-model.md): an item per saved version of the result the lot shows,
// under the lot's own partition, so the public lab-result page lists what the printed QR code showed
// before. Each item is written in the same transaction as the change it records (the result's save,
// or the lot's edit putting another result on it): a version is logged exactly when it is stored.

const PREFIX = 'RESULT#';
const partition = lotPartition;

/**
 * What a save of `after` on the lot records, compared with the result the lot showed before
 * (`before`). `savedAt` is when the lot began to show it: the result's own save, or the lot's edit.
 */
export function resultVersion(
  lotId: string,
  after: TestResult,
  before?: TestResult,
  savedAt = after.updatedAt,
): ResultVersion {
  const changes = before
    ? MEASURES.flatMap((key) => {
        const from = printedMeasure(before, key);
        const to = printedMeasure(after, key);
        return from === to ? [] : [{ key, ...(from !== undefined && { from }), ...(to !== undefined && { to }) }];
      })
    : [];
  return {
    lotId,
    testResultId: after._id,
    savedAt,
    ...(after.testDate && { testDate: after.testDate }),
    labName: after.testLab.name,
    approved: after.approved,
    changes,
    kind: !before ? 'first' : before._id === after._id ? 'edited' : 'replaced',
  };
}

/** The log item of a version, for a transaction that writes it beside the change. */
export const resultVersionItem = (v: ResultVersion) => ({
  ...v,
  pk: partition(v.lotId),
  sk: `${PREFIX}${v.savedAt}#${v.testResultId}`,
  entity: 'resultVersion',
});

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
      ExpressionAttributeValues: { ':p': partition(lotId), ':s': PREFIX },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { partition: partition(lotId), sortPrefix: PREFIX }),
    }),
  );
  const shown = pageWithLookahead(r, limit, undefined);
  return {
    versions: shown.items.map((i) => stripKeys<ResultVersion>(i)),
    nextCursor: shown.nextCursor,
  };
}
