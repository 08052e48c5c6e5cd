import type { ResultVersion } from '#shared/schemas/lab-result';
import { MEASURES, printedMeasure, type TestResult } from '#shared/schemas/test-result';

// A lot's results log (docs/data-model.md; its items: resultVersionRecord in keys.ts, its reads in store.ts): an item per saved version of the result the lot shows,
// under the lot's own partition, so the public lab-result page lists what the printed QR code showed
// before. Each item is written in the same transaction as the change it records (the result's save,
// or the lot's edit putting another result on it): a version is logged exactly when it is stored.

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
