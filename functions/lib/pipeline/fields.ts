import { MEASURES, printedMeasure, type TestResult } from '#shared/schemas/test-result';

// The pipeline's quality figure counts form fields: what the entry filled in, and what review
// changed. A field is the lab, a text field or one figure (a number, or a non-detect as printed).

const TEXT_FIELDS = [
  'sampleTypeCategory',
  'sampleType',
  'strain',
  'tracabilitySampleLotId',
  'tracabilityParentLotId',
  'testDate',
] as const;

/** Each filled field of a result, as comparable text. */
export function fieldValues(t: TestResult): Map<string, string> {
  const out = new Map<string, string>([['testLab', t.testLab._id]]);
  for (const k of TEXT_FIELDS) if (t[k] !== undefined && t[k] !== '') out.set(k, String(t[k]));
  for (const k of MEASURES) {
    const v = printedMeasure(t, k);
    if (v !== undefined) out.set(k, v);
  }
  return out;
}

/** How many fields the entry filled in. */
export const countFields = (t: TestResult) => fieldValues(t).size;

/** How many fields differ between the entry and the reviewed result: changed, added or cleared. */
export function countChanges(entered: TestResult, reviewed: TestResult): number {
  const a = fieldValues(entered);
  const b = fieldValues(reviewed);
  let n = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) if (a.get(k) !== b.get(k)) n++;
  return n;
}
