import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { demoTestResults } from '#infra/local/seed/test-results';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { PANELS } from '#shared/safety-panels';
import { MEASURES, type TestResult } from '#shared/schemas/test-result';
import { readWcia } from '#lib/coa-reader/wcia';
import { wciaDocument } from './wcia-export.ts';

// What the platform writes as WCIA it reads back the same: every demo lab result, exported and read
// as a lab's document, gives the same figures, non-detects, panel statuses, units and verdicts. The
// format has no field for an action level, so limits do not travel; names travel in lower case.

const LOT = '5c3fc58000000000001e8482';
const data = buildDemoData();
const results: TestResult[] = [...data.tests, ...demoTestResults(data).tests];

/** A result's figures as the form shows them: numbers, or the non-detect as printed. */
const figuresOf = (t: TestResult) =>
  Object.fromEntries(
    MEASURES.flatMap((k): [string, number | string][] =>
      t[k] !== undefined ? [[k, t[k]]] : t.nonDetects?.[k] ? [[k, t.nonDetects[k].printed]] : [],
    ),
  );

/** A panel as the format can carry it: status, and each analyte's name, reading, figure, unit and verdict. */
const panelsOf = (t: Pick<TestResult, 'panels'>) =>
  Object.fromEntries(
    PANELS.flatMap(({ key }) => {
      const p = t.panels?.[key];
      if (!p) return [];
      const analytes = p.analytes.map((a) => ({
        name: a.name.toLowerCase(),
        reading: a.reading,
        amount: a.amount,
        unit: a.unit,
        verdict:
          a.reading === 'NT'
            ? undefined
            : (a.status ?? (a.amount !== undefined && a.limit !== undefined && a.amount > a.limit ? 'fail' : 'pass')),
      }));
      return [[key, { status: p.status, analytes }]];
    }),
  );

describe('a WCIA document written by the platform and read back', () => {
  it('covers demo results with figures, non-detects and every kind of panel', () => {
    expect(results.length).toBeGreaterThan(20);
    expect(results.some((t) => t.nonDetects && Object.keys(t.nonDetects).length)).toBe(true);
    const kinds = new Set(results.flatMap((t) => Object.keys(t.panels ?? {})));
    expect([...kinds].sort()).toEqual(PANELS.map((p) => p.key).sort());
  });

  it.each(results.map((t) => [t._id, t] as const))('gives result %s back the same', (_id, t) => {
    const read = readWcia(wciaDocument(t, LOT, 'https://cannastamp.example'));
    expect(coaPrefillSchema.safeParse(read).error).toBeUndefined();
    const values = Object.fromEntries(Object.entries(read.fields).map(([k, f]) => [k, f!.value]));
    const { labName, tracabilitySampleLotId, tracabilityParentLotId, testDate, ...figures } = values;
    expect({ labName, tracabilitySampleLotId, tracabilityParentLotId, testDate }).toEqual({
      labName: t.testLab.name,
      tracabilitySampleLotId: t.tracabilitySampleLotId,
      tracabilityParentLotId: t.tracabilityParentLotId,
      testDate: t.testDate,
    });
    expect(figures).toEqual(figuresOf(t));
    expect(panelsOf(read)).toEqual(panelsOf(t));
  });
});

describe("the format's own examples", () => {
  const dir = join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'wcia');
  const files = readdirSync(dir).filter((f) => /^v\d/.test(f));

  it.each(files)('%s reads into figures and panels', (file) => {
    const read = readWcia(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(coaPrefillSchema.safeParse(read).error).toBeUndefined();
    expect(read.fields.thc?.value).toBe(3.419);
    expect(read.fields.cbd?.value).toBe(0);
    expect(Object.keys(read.panels ?? {}).sort()).toEqual(
      ['foreignMatter', 'heavyMetals', 'microbials', 'moisture', 'mycotoxins', 'pesticides'].sort(),
    );
    expect(read.panels?.moisture?.analytes.map((a) => a.unit).sort()).toEqual(['%', 'aw']);
    expect(read.panels?.microbials?.analytes[0]).toMatchObject({ name: 'E coli', unit: 'CFU/g', status: 'pass' });
    expect(read.problems).toEqual([]);
  });

  it('keeps sentinels and spellings apart: -2 not detected, -3 not tested, <LOQ, ug/g, booleans', () => {
    const read = readWcia({
      lab_name: 'Lab',
      metric_list: [
        {
          test_type: 'cannabinoid assay',
          metrics: [
            { name: 'cannabidiol', qom: -2, uom: 'pct' },
            { name: 'cannabinol', qom: -3, uom: 'pct' },
            { name: 'cannabigerol', qom: '<LOQ', uom: 'pct' },
            { name: 'THCa', qom: 215.5, uom: 'mg/g' },
          ],
        },
        {
          test_type: 'Pesticide Assay',
          status: false,
          metrics: [
            { name: 'abamectin', qom: '-2', uom: 'µg/g', status: true },
            { name: 'myclobutanil', qom: '0.9', uom: 'ug/g', status: false },
            { name: 'spinosad', qom: 'NT', uom: 'ppm' },
          ],
        },
      ],
    });
    expect(read.fields.cbd?.value).toBe('ND');
    expect(read.fields.cbn).toBeUndefined();
    expect(read.fields.cbg?.value).toBe('<LOQ');
    expect(read.fields.thcA?.value).toBe(21.55);
    expect(read.panels?.pesticides).toEqual({
      status: 'fail',
      analytes: [
        { name: 'Abamectin', reading: 'ND', unit: 'ug/g', status: 'pass' },
        { name: 'Myclobutanil', reading: 'value', amount: 0.9, unit: 'ug/g', status: 'fail' },
        { name: 'Spinosad', reading: 'NT', unit: 'ug/g' },
      ],
    });
  });

  it('leaves out a panel that does not hold together, and says so', () => {
    const read = readWcia({
      lab_name: 'Lab',
      metric_list: [
        {
          test_type: 'heavy metal assay',
          status: 'pass',
          metrics: [{ name: 'lead', qom: '3', uom: 'ppm', status: 'fail' }],
        },
      ],
    });
    expect(read.panels).toBeUndefined();
    expect(read.problems).toEqual([expect.stringContaining('heavy metals panel that does not hold together')]);
  });
});
