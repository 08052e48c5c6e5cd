import { describe, expect, it } from 'vitest';
import {
  REQUIRED_FIELDS_MESSAGE,
  TERPENE_LIMIT_MESSAGE,
  testResultSchema,
  totalCbd,
  totalsCheck,
  totalThc,
} from './test-result.ts';

const base = {
  _id: '5c43ba0000000000004c4b40',
  dataOwner: '5c43ba0000000000004c4b41',
  producer: '5c43ba0000000000004c4b41',
  testLab: { _id: '5c43ba0000000000004c4b42', name: 'Lab' },
  sampleTypeCategory: 'Flower',
  sampleType: 'Indoor',
  strain: 'Blue Dream',
  createdAt: '2019-01-01T00:00:00.000Z',
  updatedAt: '2019-01-01T00:00:00.000Z',
};

describe('test result', () => {
  it('computes total THC and CBD with the 0.877 decarboxylation factor', () => {
    expect(totalThc({ thc: 0.5, thcA: 20 })).toBeCloseTo(18.04, 3);
    expect(totalCbd({ cbd: 1, cbdA: 10 })).toBeCloseTo(9.77, 3);
    expect(totalThc({})).toBe(0);
  });

  it('rejects a terpene above 15 % with the spec message', () => {
    const r = testResultSchema.safeParse({ ...base, myrcene: 15.01 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(TERPENE_LIMIT_MESSAGE);
    expect(testResultSchema.safeParse({ ...base, myrcene: 15 }).success).toBe(true);
  });

  it('bounds cannabinoids and solvents to 0–100', () => {
    expect(testResultSchema.safeParse({ ...base, thcA: 100.1 }).success).toBe(false);
    expect(testResultSchema.safeParse({ ...base, thc: -0.1 }).success).toBe(false);
    expect(testResultSchema.safeParse({ ...base, butane: 101 }).success).toBe(true); // unknown keys are dropped
    expect(testResultSchema.safeParse({ ...base, nButane: 101 }).success).toBe(false);
  });
});

describe('test result: required fields and totals', () => {
  it("answers 'All Required Fields Must Be Entered' for each missing required field", () => {
    const { sampleTypeCategory: _a, sampleType: _b, strain: _c, testLab: _d, ...rest } = base;
    const r = testResultSchema.safeParse({ ...rest, strain: '  ' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      sampleTypeCategory: REQUIRED_FIELDS_MESSAGE,
      sampleType: REQUIRED_FIELDS_MESSAGE,
      strain: REQUIRED_FIELDS_MESSAGE,
      testLab: REQUIRED_FIELDS_MESSAGE,
    });
  });

  it('flags a reported total that disagrees with the formula beyond rounding', () => {
    expect(totalsCheck({ thc: 0.83, thcA: 24.89, thcTotal: 22.66 }).thc).toMatchObject({
      mismatch: false,
      shown: 22.66,
    });
    expect(totalsCheck({ thc: 0.83, thcA: 24.89, thcTotal: 25 }).thc).toMatchObject({
      mismatch: true,
      reported: 25,
      computed: 22.659,
    });
    expect(totalsCheck({ thc: 0.83, thcA: 24.89 }).thc).toMatchObject({ mismatch: false, shown: 22.659 });
    expect(totalsCheck({ cbd: 1, cbdA: 10, cbdTotal: 9.78 }).cbd.mismatch).toBe(false); // within 0.02
  });
});
