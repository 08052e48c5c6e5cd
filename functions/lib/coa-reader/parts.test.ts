import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coaPrefillSchema, type PrefillValue } from '#shared/schemas/coa-prefill';
import { analyteKey } from './analytes.ts';
import { coaChecks, coaProblems, judge } from './checks.ts';
import { readDate, readLabel } from './fields.ts';
import type { Line } from './text.ts';
import { layoutOf, strainOf } from './layouts.ts';
import { pickFigures } from './read-coa.ts';
import { isWcia } from '#shared/schemas/wcia';
import { readWcia } from './wcia.ts';

describe('analyteKey', () => {
  it.each([
    ['THCa', 'thcA'],
    ['Δ9-THC', 'thc'],
    ['d9-THC', 'thc'],
    ['D9-Tetrahydrocannabinol (D9-THC)', 'thc'],
    ['Delta 9-THC (d9-THC)', 'thc'],
    ['Total THC', 'thcTotal'],
    ['β-Myrcene', 'myrcene'],
    ['BETA-MYRCENE', 'myrcene'],
    ['(-) -β-Pinene', 'betaPinene'],
    ['R-(+)-Pulegone', 'pulegone'],
    ['Tetrahydrocannabinolic acid (THCA)', 'thcA'],
    ['Total Calculated d9-THC (%)', 'thcTotal'],
    ['Total THC = Δ9-THC + (THCA * 0.877)', 'thcTotal'],
    ['Total CBD = CBD + (CBDA * 0.877)', 'cbdTotal'],
    ['P-Isopropyltoluene', 'paraCymene'],
    ['Cymene', 'paraCymene'],
    ['E-Caryophyllene', 'caryophyllene'],
    ['(Z)-Nerolidol', 'cisNerolidol'],
    ['Potency - THCA', 'thcA'],
    ['Total Cannabidiol', 'cbdTotal'],
  ])('%s is %s', (printed, key) => expect(analyteKey(printed)).toBe(key));

  it.each([
    'Total THC (DRY)',
    'Total THC per Unit',
    'trans-Ocimene',
    'Nerolidol',
    'THC',
    'Total Cannabinoids',
    'Moisture',
    'THCA = THCA-A',
  ])('%s is nothing the reader is sure of', (printed) => expect(analyteKey(printed)).toBeUndefined());
});

describe('readDate', () => {
  it.each([
    ['11/22/2021', '2021-11-22'],
    ['7/8/2021', '2021-07-08'],
    ['03/20/23 09:46:29', '2023-03-20'],
    ['2022-10-17 09:07', '2022-10-17'],
    ['30 Dec 21', '2021-12-30'],
    ['9 JANUARY 2022', '2022-01-09'],
    ['- 11/17/2021', '2021-11-17'],
    ['Apr 03, 2022', '2022-04-03'],
    ['DEC14,2021', '2021-12-14'],
  ])('%s', (printed, iso) => expect(readDate(printed)).toBe(iso));
  it.each(['13/40/2021', 'N/A', '2/30/2022'])('%s is no date', (printed) => expect(readDate(printed)).toBeUndefined());
});

describe('coaProblems', () => {
  it('passes a total within the rounding of its printed figures', () => {
    expect(coaProblems({ thc: 2.45, thcA: 19.161, thcTotal: 19.25, cbdA: 0.066, cbdTotal: 0.058 }, {})).toEqual([]);
  });
  it('flags totals, sums over 100 % and dates out of order', () => {
    const problems = coaProblems(
      { thc: 4.07, thcA: 23.88, thcTotal: 26.1, cbd: 'ND', cbdA: 10, cbdTotal: 2, myrcene: 80, limonene: 30 },
      { sampled: '2021-07-09', tested: '2021-07-08', reported: '2021-07-07' },
    );
    expect(problems).toEqual([
      'Total THC 26.1 % does not match THC + 0.877 × THCA = 25.013 %.',
      'Total CBD 2 % does not match CBD + 0.877 × CBDA = 8.77 %.',
      expect.stringMatching(/more than the whole sample/),
      'The sample date 2021-07-09 is after the test date 2021-07-08.',
      'The test date 2021-07-08 is after the report date 2021-07-07.',
    ]);
  });
});

describe('coaProblems with a part left out', () => {
  it('does not check a total against a formula missing a part the reader did not read', () => {
    expect(coaProblems({ thcA: 'ND', thcTotal: 81.84, cbdTotal: 2 }, {})).toEqual([]);
    expect(coaProblems({ thc: 0, thcA: 'ND', thcTotal: 81.84 }, {})).toEqual([
      'Total THC 81.84 % does not match THC + 0.877 × THCA = 0 %.',
    ]);
  });
});

describe('coaProblems on dates', () => {
  const today = '2026-11-23';
  it('passes dates in order, the received date included, up to today', () => {
    expect(
      coaProblems({}, { sampled: '2026-11-01', received: '2026-11-02', tested: '2026-11-05', reported: today }, today),
    ).toEqual([]);
  });
  it('flags a receipt before the sampling or after the test, and any date after today', () => {
    expect(coaProblems({}, { sampled: '2026-11-03', received: '2026-11-02', tested: '2026-11-05' }, today)).toEqual([
      'The sample date 2026-11-03 is after the receipt date 2026-11-02.',
    ]);
    expect(coaProblems({}, { received: '2026-11-06', tested: '2026-11-05' }, today)).toEqual([
      'The receipt date 2026-11-06 is after the test date 2026-11-05.',
    ]);
    expect(coaProblems({}, { tested: '2026-11-05', reported: '2026-12-01' }, today)).toEqual([
      'The report date 2026-12-01 is in the future.',
    ]);
  });
});

describe('pickFigures', () => {
  const r = (value: number | string, rank: 1 | 2, unit: '%' | 'mg/g' = '%') => ({
    key: 'thc' as const,
    value,
    page: 1,
    printed: String(value),
    box: [0, 0, 1, 1] as [number, number, number, number],
    unit,
    rank,
  });
  it("takes a table's figure over a summary's and the most digits of agreeing ones", () => {
    expect(pickFigures([r(19.4, 2), r(19.446, 1), r(19.45, 1)]).get('thc')?.value).toBe(19.446);
  });
  it('leaves a field empty when two tables disagree', () => {
    expect(pickFigures([r(0.9898, 1), r(0.0342, 1)]).has('thc')).toBe(false);
  });
  it('takes percent over mg/g', () => {
    expect(pickFigures([r(0.3, 1, 'mg/g'), r(0.31, 1)]).get('thc')?.value).toBe(0.31);
  });
});

describe('readWcia', () => {
  const doc = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'wcia', 'dirty-banana-breath.json'),
      'utf8',
    ),
  ) as unknown;

  it('reads a lab result in the WCIA exchange format into the same prefill', () => {
    expect(isWcia(doc)).toBe(true);
    const prefill = readWcia(doc, { now: new Date('2026-11-23T00:00:00Z') });
    expect(coaPrefillSchema.parse(prefill)).toEqual(prefill);
    expect(prefill.from).toBe('wcia');
    const values = Object.fromEntries(Object.entries(prefill.fields).map(([k, v]) => [k, v!.value]));
    expect(values).toEqual({
      labName: 'Confidence Analytics',
      testDate: '2022-10-17',
      tracabilitySampleLotId: '13232582566688421',
      tracabilityParentLotId: '13232582566688400',
      thc: 0.51,
      thcA: 19,
      cbdA: 0.045,
      cbg: 0.12,
      cbgA: 0.2,
      thcVA: 0.099,
      thcTotal: 17.17,
      limonene: 1.1,
      myrcene: 0.89,
      linalool: 0.33,
    });
    expect(prefill.fields.cbg?.source.printed).toBe('cannabigerol: 1.2 mg/g');
    // 0.51 + 0.877 × 19 = 17.173: within the rounding of 17.17
    expect(prefill.problems).toEqual([]);
  });

  it('is not taken for another JSON document', () => {
    expect(isWcia({ results: [] })).toBe(false);
    expect(() => readWcia({ results: [] })).toThrow();
  });
});

describe('readLabel', () => {
  const line = (y: number, page: number, ...cells: [string, number][]): Line => ({
    page,
    y,
    cells: cells.map(([text, x]) => ({ text, page, x0: x, y0: y, x1: x + text.length * 5, y1: y + 8 })),
  });
  const date = (t: string) => readDate(t);

  it('takes a test date on the cannabinoids section line over the other analyses', () => {
    const lines = [
      line(700, 1, ['Microbials', 40], ['Date Tested:', 200], ['06/20/2022', 260]),
      line(600, 1, ['Cannabinoids Date Tested: 06/21/2022', 40]),
    ];
    const on = /^(?:cannabinoids?|potency)\b/i;
    expect(readLabel(lines, [{ label: /Date Tested:/, value: date, on }])?.value).toBe('2022-06-21');
  });

  it('reads a row of a summary table under its date column', () => {
    const lines = [
      line(700, 1, ['Test', 300], ['Date Tested', 420], ['Result', 550]),
      line(690, 1, ['Batch', 300], ['Pass', 560]),
      line(680, 1, ['Cannabinoids', 300], ['11/02/2021', 420], ['Pass', 560]),
    ];
    const column = /^Date Tested$/;
    expect(readLabel(lines, [{ label: /Cannabinoids/, value: date, column }])?.value).toBe('2021-11-02');
  });

  it('leaves a label each analysis prints with its own date empty', () => {
    const lines = [line(700, 1, ['Date Tested: 11/05/2021', 40]), line(700, 2, ['Date Tested: 11/04/2021', 40])];
    expect(readLabel(lines, [{ label: /Date Tested:/, value: date, agree: true }])).toBeUndefined();
    expect(readLabel(lines.slice(0, 1), [{ label: /Date Tested:/, value: date, agree: true }])?.value).toBe(
      '2021-11-05',
    );
  });
});

describe('strainOf', () => {
  it.each([
    ['Cherry Punch 1/2 oz.', 'Cherry Punch'],
    ['Cloud Cake (1g)', 'Cloud Cake'],
    ['Citrus Slurm (1g)', 'Citrus Slurm'],
  ])('%s is %s', (printed, strain) => expect(strainOf(printed)).toBe(strain));
  it("leaves a product name with a size inside it ('Autumn Brands 3.5g Mother's Milk') unread", () =>
    expect(strainOf("Autumn Brands 3.5g Mother's Milk")).toBeUndefined());
});

describe('readLabel, the common vocabulary', () => {
  const line = (y: number, ...cells: [string, number][]): Line => ({
    page: 1,
    y,
    cells: cells.map(([text, x]) => ({ text, page: 1, x0: x, y0: y, x1: x + text.length * 5, y1: y + 8 })),
  });

  it('reads a label whose spaces the print lost, and never a label that ends another phrase', () => {
    expect(readLabel([line(700, ['SAMPLEID:BCL-211214-151', 40])], [{ label: /Sample ID:/ }])?.value).toBe(
      'BCL-211214-151',
    );
    // 'Prep-Analytical' then 'Batch:' a space apart: another label's tail
    expect(
      readLabel([line(700, ['Prep-Analytical', 40], ['Batch:', 118], ['29806-24029', 160])], [{ label: /Batch:/ }]),
    ).toBeUndefined();
  });
});

describe('the unknown layout’s labels', () => {
  const lines = (...texts: string[]): Line[] =>
    texts.map((text, i) => ({
      page: 1,
      y: 700 - 10 * i,
      cells: [{ text, page: 1, x0: 40, y0: 700 - 10 * i, x1: 40 + 5 * text.length, y1: 708 - 10 * i }],
    }));
  const read = (ls: Line[], field: 'sampleType' | 'parentLot' | 'sampleLot') =>
    readLabel(ls, layoutOf(ls)[field])?.value;

  it('takes the source package over the batch, and no verdict for a lot id', () => {
    const ls = lines('METRC Batch ID: 220407SLU.F23-1-D', 'METRC Source ID: 1A40A0100000E11000051276');
    expect(read(ls, 'parentLot')).toBe('1A40A0100000E11000051276');
    expect(read(lines('BATCH: PASS'), 'parentLot')).toBeUndefined();
    expect(read(lines('Sample ID: 2RL-220302-034'), 'sampleLot')).toBe('2RL-220302-034');
  });

  it('reads a type or matrix only when the two agree, a regulatory class yielding to the product’s type', () => {
    expect(read(lines('Matrix: Plant', 'Type: Flower - Cured'), 'sampleType')).toBe('Flower - Cured');
    expect(read(lines('Sample Type: Inhalable', 'Sample Matrix: Flower (Unpacked)'), 'sampleType')).toBe(
      'Flower (Unpacked)',
    );
    expect(read(lines('Matrix: Flower', 'Type: Edible'), 'sampleType')).toBeUndefined();
    expect(read(lines('Category: Plant'), 'sampleType')).toBe('Plant');
    expect(read(lines('Matrix: Edible'), 'sampleType')).toBe('Edible');
  });
});

describe('labels printed over their values without a colon', () => {
  const line = (y: number, ...cells: [string, number, number][]): Line => ({
    page: 1,
    y,
    cells: cells.map(([text, x0, x1]) => ({ text, page: 1, x0, y0: y, x1, y1: y + 10 })),
  });
  const read = (ls: Line[], field: 'sampleType' | 'parentLot' | 'sampleLot' | 'strain' | 'tested') =>
    readLabel(ls, layoutOf(ls)[field])?.value;

  it('reads a table’s header row over its values, a value wrapped in its cell joined', () => {
    const ls = [
      line(943, ['Sample ID #', 120, 177], ['Sample Name', 206, 271], ['Batch', 315, 343], ['Matrix', 382, 411]),
      line(917, ['MCR-S21-', 125, 172], ['JOINT GROUND -', 197, 280], ['SCC-211031-', 298, 359]),
      line(911, ['Flower', 382, 411]),
      line(905, ['78664', 135, 162], ['F18835', 222, 255], ['138-J', 316, 341]),
    ];
    expect(read(ls, 'sampleType')).toBe('Flower');
    expect(read(ls, 'parentLot')).toBe('SCC-211031-138-J');
    // a table's sample name is a product's: only a caption in capitals names the strain
    expect(read(ls, 'strain')).toBeUndefined();
  });

  it('reads a caption in capitals over its value, and no lone word in a sentence', () => {
    const ls = [
      line(453, ['SAMPLE NAME', 30, 79]),
      line(445, ['Cloud Cake (1g)', 30, 96]),
      line(433, ['MATRIX', 31, 56]),
      line(420, ['Concentrate', 30, 85]),
      line(381, ['TRACK AND TRACE TEST PACKAGE', 30, 147]),
      line(372, ['1A4060300005F64000004585', 30, 168]),
    ];
    expect(read(ls, 'strain')).toBe('Cloud Cake');
    expect(read(ls, 'sampleType')).toBe('Concentrate');
    expect(read(ls, 'sampleLot')).toBe('1A4060300005F64000004585');
    expect(read([line(433, ['Matrix', 31, 56]), line(420, ['Concentrate', 30, 85])], 'sampleType')).toBeUndefined();
  });

  it('reads the date under the cannabinoids’ title, however far below, and not another analysis’s', () => {
    const ls = [
      line(681, ['CANNABINOID ANALYSIS', 59, 228]),
      line(530, ['THCa', 30, 48], ['237.4 mg/g (23.74 %)', 80, 149]),
      line(411, ['Sample Analyzed:', 243, 301], ['11/03/2021 16:27', 311, 367]),
    ];
    expect(read(ls, 'tested')).toBe('2021-11-03');
    const terpenes = [{ ...ls[0]!, cells: [{ ...ls[0]!.cells[0]!, text: 'TERPENE ANALYSIS' }] }, ...ls.slice(1)];
    expect(read(terpenes, 'tested')).toBeUndefined();
  });
});

describe('judge: doubtful values', () => {
  const at = (value: number | string): PrefillValue => ({ value, source: { page: 2, printed: String(value) } });
  it('marks every read value a failed check is made of with its sentence, and nothing else', () => {
    const fields = {
      thc: at(4.07),
      thcA: at(23.88),
      thcTotal: at(26.1),
      cbdTotal: at(0.2),
      testDate: at('2026-12-01'),
      strain: at('Cherry Punch'),
    };
    const problems = judge(
      fields,
      coaChecks({ thc: 4.07, thcA: 23.88, thcTotal: 26.1 }, { tested: '2026-12-01' }, '2026-11-23'),
      {
        tested: 'testDate',
      },
    );
    expect(problems).toEqual([
      'Total THC 26.1 % does not match THC + 0.877 × THCA = 25.013 %.',
      'The test date 2026-12-01 is in the future.',
    ]);
    for (const key of ['thc', 'thcA', 'thcTotal'] as const) expect(fields[key].doubtful).toBe(problems[0]);
    expect(fields.testDate.doubtful).toBe(problems[1]);
    expect(fields.cbdTotal).not.toHaveProperty('doubtful');
    expect(fields.strain).not.toHaveProperty('doubtful');
  });

  it('marks the figures a sum over the whole sample adds, not the other group', () => {
    const fields = { myrcene: at(80), limonene: at(30), thcA: at(20) };
    judge(fields, coaChecks({ myrcene: 80, limonene: 30, thcA: 20 }, {}));
    expect(fields.myrcene.doubtful).toMatch(/terpenes add up to 110%/);
    expect(fields.limonene.doubtful).toMatch(/terpenes add up to 110%/);
    expect(fields.thcA).not.toHaveProperty('doubtful');
  });
});
