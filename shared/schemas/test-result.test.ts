import { describe, expect, it } from 'vitest';
import { TERPENE_LIMIT_MESSAGE, testResultSchema, totalCbd, totalThc } from './test-result.ts';

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
