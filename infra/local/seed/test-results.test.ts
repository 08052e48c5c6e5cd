import { describe, expect, it } from 'vitest';
import { renderCannastamp } from '#shared/cannastamp/render';
import { totalsCheck } from '#shared/potency';
import { lotSchema } from '#shared/schemas/catalog';
import { testResultSchema } from '#shared/schemas/test-result';
import { buildDemoData } from './demo-data.ts';
import { demoTestResults } from './test-results.ts';

describe('the demo producer’s printed certificates', () => {
  const { tests, lots } = demoTestResults(buildDemoData());

  it('are stored shapes, each the test of its own parent lot', () => {
    for (const t of tests) expect(testResultSchema.safeParse(t).error).toBeUndefined();
    for (const l of lots) expect(lotSchema.safeParse(l).error).toBeUndefined();
    expect(lots.map((l) => l.testResult)).toEqual(tests.map((t) => t._id));
    expect(tests.map((t) => t.lotId)).toEqual(lots.map((l) => l._id));
  });

  it('show delta-8 on the badge and an honest one-decimal total unflagged', () => {
    const [d8, oneDecimal] = tests;
    expect(renderCannastamp(d8!, { size: 300 })).toContain('plus delta-8 THC 58.97%');
    expect(totalsCheck(oneDecimal!).thc.mismatch).toBe(false);
  });
});
