import { describe, expect, it } from 'vitest';
import {
  bothOver100,
  cannabinoidsOver100,
  notAFigure as NOT_A_FIGURE,
  terpenesOver100,
} from '../messages/client/test-results.ts';
import { totalTolerance } from '../potency.ts';
import {
  measureSums,
  printedMeasure,
  readMeasure,
  REQUIRED_FIELDS_MESSAGE,
  storedMeasures,
  sumProblem,
  TERPENE_LIMIT_MESSAGE,
  testResultBodySchema,
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

const body = {
  testLab: { _id: '5c43ba0000000000004c4b42', name: 'Confidence Analytics' },
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Blue Dream',
};

describe('test result: what real certificates print', () => {
  it.each([
    ['ND', undefined],
    ['nd', undefined],
    ['N.D.', undefined],
    ['Not Detected', undefined],
    ['<LOQ', undefined],
    ['< LOD', undefined],
    ['BLQ', undefined],
    ['<0.1', 0.1],
    ['< 0.05', 0.05],
    ['<0.01%', 0.01],
  ])('accepts %s as a non-detect, as printed, with its limit', (printed, limit) => {
    expect(readMeasure(printed)).toEqual({ nonDetect: limit === undefined ? { printed } : { printed, limit } });
    const r = testResultBodySchema.safeParse({ ...body, figures: { cbn: printed, thc: '0.83', thcA: '24.89' } });
    expect(r.success).toBe(true);
    const stored = storedMeasures(r.data!.figures!);
    expect(stored.values).toEqual({ thc: 0.83, thcA: 24.89 });
    expect(stored.nonDetects).toEqual({ cbn: limit === undefined ? { printed } : { printed, limit } });
  });

  it('reads figures as printed, with or without a percent sign', () => {
    expect(readMeasure('24.89')).toEqual({ value: 24.89 });
    expect(readMeasure('.8')).toEqual({ value: 0.8 });
    expect(readMeasure('12.5 %')).toEqual({ value: 12.5 });
    expect(readMeasure(0.412)).toEqual({ value: 0.412 });
    expect(readMeasure('')).toBeUndefined();
    expect(readMeasure('  ')).toBeUndefined();
  });

  it('refuses what is neither a figure nor a non-detect with a clear message, not "Invalid input"', () => {
    for (const bad of ['abc', '12,5', '1.2.3', '>100', 'mg/g']) {
      const r = testResultBodySchema.safeParse({ ...body, figures: { thc: bad } });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({ path: ['figures', 'thc'], message: NOT_A_FIGURE });
    }
  });

  it('keeps the bounds on typed figures and on a non-detect limit', () => {
    expect(testResultBodySchema.safeParse({ ...body, figures: { myrcene: '15.01' } }).error?.issues[0]?.message).toBe(
      TERPENE_LIMIT_MESSAGE,
    );
    expect(testResultBodySchema.safeParse({ ...body, figures: { myrcene: '<16' } }).error?.issues[0]?.message).toBe(
      TERPENE_LIMIT_MESSAGE,
    );
    expect(testResultBodySchema.safeParse({ ...body, figures: { thcA: '100.1' } }).success).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, figures: { benzene: 'ND', toluene: '<0.0001' } }).success).toBe(
      true,
    );
  });

  it('shows a non-detect as printed and a figure as its number', () => {
    const stored = { nonDetects: { cbn: { printed: '<LOQ' } }, thc: 0.83 };
    expect(printedMeasure(stored, 'cbn')).toBe('<LOQ');
    expect(printedMeasure(stored, 'thc')).toBe('0.83');
    expect(printedMeasure(stored, 'cbd')).toBeUndefined();
  });
});

describe('test result: sums above the whole sample', () => {
  // a distillate certificate: cannabinoids near 90 %, terpenes re-added near 8 %
  const distillate = { thc: '88.41', cbd: '0.21', cbg: '1.93', cbn: '0.44', myrcene: '3.1', limonene: '2.6' };

  it('accepts a real distillate whose figures add up to under 100 %', () => {
    expect(testResultBodySchema.safeParse({ ...body, figures: { ...distillate } }).success).toBe(true);
    expect(measureSums(distillate).both).toBeCloseTo(96.69, 6);
  });

  it('takes a result without figures, and refuses a figure the catalogue does not name', () => {
    expect(testResultBodySchema.safeParse(body).success).toBe(true);
    expect(testResultBodySchema.safeParse({ ...body, figures: { butane: '1' } }).success).toBe(false);
  });

  it('refuses cannabinoids adding up to over 100 %, naming the sum', () => {
    const r = testResultBodySchema.safeParse({ ...body, figures: { thc: '61.2', thcA: '45.3', cbd: 'ND' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['root'], message: cannabinoidsOver100(106.5) })]);
    expect(cannabinoidsOver100(106.5)).toContain('106.5%');
  });

  it('refuses terpenes entered as mg/g (137.7 % in all)', () => {
    const mgPerG = { myrcene: '12.4', limonene: '14.8', caryophyllene: '13.1', linalool: '9.9', humulene: '14.2' };
    const more = {
      alphaPinene: '14.9',
      betaPinene: '12.2',
      terpinolene: '14.6',
      ocimene: '13.3',
      bisabolol: '13.3',
      camphene: '5',
    };
    const r = testResultBodySchema.safeParse({ ...body, figures: { ...mgPerG, ...more } });
    expect(r.error?.issues[0]?.message).toBe(terpenesOver100(137.7));
    // a reported terpene total counts when it is larger than the sum of the fields
    expect(sumProblem({ terpeneTotal: 100.5 })).toBe(terpenesOver100(100.5));
  });

  it('refuses cannabinoids and terpenes that together exceed the sample, and ignores reported totals', () => {
    expect(sumProblem({ thc: 88, cbg: 4, myrcene: 9 })).toBe(bothOver100(101));
    expect(sumProblem({ thc: 0.8, thcA: 24.9, thcTotal: 22.6, cbdTotal: 0.1, myrcene: 1.2 })).toBeUndefined();
    // the floating-point sum of 60.1 and 39.9 is exactly the whole, not over it
    expect(sumProblem({ thc: 60.1, cbd: 39.9 })).toBeUndefined();
  });
});

describe('test result: totals tolerance follows the printed precision', () => {
  it('allows a one-decimal lab its rounding (0.14 points) and still flags a real gap', () => {
    // printed: THC 0.8, THCA 24.9, total 22.6; the formula gives 22.637
    expect(totalsCheck({ thc: 0.8, thcA: 24.9, thcTotal: 22.6 }).thc.mismatch).toBe(false);
    // THC 0.75..0.85 and THCA 24.85..24.95 give 22.54..22.73, a total printed 22.5 may be 22.45..22.55;
    // 22.4 is no rounding of any of them
    expect(totalsCheck({ thc: 0.8, thcA: 24.9, thcTotal: 22.5 }).thc.mismatch).toBe(false);
    expect(totalsCheck({ thc: 0.8, thcA: 24.9, thcTotal: 22.4 }).thc.mismatch).toBe(true);
    expect(totalTolerance(22.6, 0.8, 24.9)).toBeCloseTo(0.05 + 0.05 + 0.877 * 0.05 + 0.0005, 6);
  });

  it('holds a two- or three-decimal lab closer than the old 0.02', () => {
    expect(totalsCheck({ thc: 0.83, thcA: 24.89, thcTotal: 22.66 }).thc.mismatch).toBe(false);
    expect(totalsCheck({ thc: 0.83, thcA: 24.89, thcTotal: 22.678 }).thc.mismatch).toBe(true); // 0.019 off
    expect(totalsCheck({ thc: 0.834, thcA: 24.891, thcTotal: 22.663 }).thc.mismatch).toBe(false);
    expect(totalsCheck({ thc: 0.834, thcA: 24.891, thcTotal: 22.67 }).thc.mismatch).toBe(true);
  });

  it('lets a non-detect hide up to its limit', () => {
    // THC '<0.5' and THCA 20.11: the total 18.1 may include up to 0.5 of THC
    const t = { thcA: 20.11, thcTotal: 18.1, nonDetects: { thc: { limit: 0.5 } } };
    expect(totalsCheck(t).thc.mismatch).toBe(false);
    expect(totalsCheck({ thcA: 20.11, thcTotal: 18.1 }).thc.mismatch).toBe(true);
  });
});
