import { describe, expect, it } from 'vitest';
import { MAIN_TERPENES } from '#shared/schemas/test-result';
import { approvalDoubts } from './approval-check.ts';
import { formOf } from './form-values.ts';
import { SHORT_CANNABINOIDS } from './labels.ts';

const filled = () => {
  const v = formOf();
  v.testLab = { _id: 'a'.repeat(24), name: 'Lab' };
  Object.assign(v, {
    sampleTypeCategory: 'Flower',
    sampleType: 'Flower - Cured',
    strain: 'Haze',
    tracabilitySampleLotId: 'S-1',
    tracabilityParentLotId: 'P-1',
  });
  for (const k of [...SHORT_CANNABINOIDS, ...MAIN_TERPENES]) v.figures[k] = 'ND';
  return v;
};

describe('approvalDoubts', () => {
  it('lists every starred field left blank, by its label, in the form order', () => {
    const doubts = approvalDoubts(formOf(), undefined);
    expect(doubts).toHaveLength(6 + SHORT_CANNABINOIDS.length + MAIN_TERPENES.length);
    expect(doubts.slice(0, 3).map((d) => d.label)).toEqual(['Lab Source', 'Product Categories', 'Sample Type']);
    expect(doubts.find((d) => d.field === 'figures.thcTotal')).toEqual({
      field: 'figures.thcTotal',
      label: 'Total THC',
      why: 'left blank',
    });
  });

  it('lists nothing for a complete entry; a figure of spaces is blank; unstarred fields never', () => {
    expect(approvalDoubts(filled(), undefined)).toEqual([]);
    const v = filled();
    v.figures.cbd = '  ';
    v.testDate = '';
    v.figures.cbcA = '';
    expect(approvalDoubts(v, undefined).map((d) => d.field)).toEqual(['figures.cbd']);
  });

  it('lists a doubtful value whatever the entry holds, with the check that failed, once', () => {
    const why = 'Total THC 26.1 % does not match THC + 0.877 × THCA = 25.013 %.';
    const read = {
      'figures.thcTotal': { value: '26.1', source: 'Read from file #1, page 1', doubtful: why },
      'figures.thcA': { value: '28.5', source: 'Read from file #1, page 1', doubtful: why },
      'figures.cbcA': { value: '0.2', source: 'Read from file #1, page 1', doubtful: why },
      strain: { value: 'Haze', source: 'Read from file #1, page 1' },
    };
    const v = filled();
    v.figures.thcTotal = '';
    v.figures.cbcA = '';
    expect(approvalDoubts(v, read)).toEqual([
      { field: 'figures.thcTotal', label: 'Total THC', why: `left blank; ${why}` },
      { field: 'figures.thcA', label: 'THCA', why },
      { field: 'figures.cbcA', label: 'CBCA', why: `left blank; ${why}` },
    ]);
  });
});
