import { describe, expect, it } from 'vitest';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import type { CoaPrefill } from './prefill.ts';
import { mergeReadings } from './merge.ts';

// A draft's several certificates read together: what one file gives is kept with its file, what
// two give differently is left out and said to be, and the primary file leads where they agree.

const source = (printed: string) => ({ page: 1, printed, box: [1, 2, 3, 4] as [number, number, number, number] });
const reading = (file: number, over: Partial<CoaPrefill>): CoaPrefill => ({
  from: 'pdf',
  layout: 'unknown',
  file,
  readAt: '2026-11-28T00:00:00.000Z',
  fields: {},
  problems: [],
  ...over,
});

describe('mergeReadings', () => {
  it('gives one reading as it is', () => {
    const one = reading(0, { fields: { thcA: { value: 20.1, source: source('THCa 20.1 %') } }, problems: ['p'] });
    expect(mergeReadings([one])).toBe(one);
  });

  it('keeps each value with the file it came from, and the primary file’s where files agree', () => {
    const wcia = reading(1, {
      from: 'wcia',
      layout: 'wcia',
      fields: {
        thcA: { value: 20.1, source: source('thca: 20.1 pct') },
        testDate: { value: '2026-11-01', source: source('release_date') },
      },
    });
    const pdf = reading(0, {
      fields: {
        thcA: { value: 20.1, source: source('THCa 20.1 %') },
        strain: { value: 'Cherry Punch', source: source('Cherry Punch') },
      },
      panels: { pesticides: { status: 'pass', analytes: [] } },
      panelSources: { pesticides: source('Pesticides PASS') },
    });
    const merged = mergeReadings([wcia, pdf]);
    expect(coaPrefillSchema.parse(merged)).toEqual(merged);
    expect(merged).toMatchObject({ from: 'wcia', file: 1, problems: [] });
    expect(merged.fields.thcA!.source).toEqual(source('thca: 20.1 pct'));
    expect(merged.fields.strain!.source).toEqual({ ...source('Cherry Punch'), file: 0, from: 'pdf' });
    expect(merged.fields.testDate!.value).toBe('2026-11-01');
    expect(merged.panels).toEqual({ pesticides: { status: 'pass', analytes: [] } });
    expect(merged.panelSources!.pesticides).toMatchObject({ printed: 'Pesticides PASS', file: 0, from: 'pdf' });
  });

  it('leaves out a value or a panel two files give differently, and says so; each file’s problems name it', () => {
    const first = reading(0, {
      fields: { thcTotal: { value: 26.1, source: source('Total THC 26.1 %') } },
      panels: { heavyMetals: { status: 'pass', analytes: [] } },
      problems: ['The report date 2027-01-01 is in the future.'],
    });
    const second = reading(1, {
      fields: { thcTotal: { value: 25.9, source: source('Total THC 25.9 %') } },
      panels: { heavyMetals: { status: 'fail', analytes: [] } },
    });
    const merged = mergeReadings([first, second]);
    expect(merged.fields.thcTotal).toBeUndefined();
    expect(merged.panels).toBeUndefined();
    expect(merged.problems).toEqual([
      'Files #1 and #2 give different values for Total THC (26.1 and 25.9); enter it by hand.',
      'Files #1 and #2 give different values for Heavy metals (pass and fail); enter it by hand.',
      'File #1: The report date 2027-01-01 is in the future.',
    ]);
  });

  it('takes a panel’s analytes from the file that lists them', () => {
    const verdictOnly = reading(0, { panels: { mycotoxins: { status: 'pass', analytes: [] } } });
    const listed = reading(1, {
      from: 'wcia',
      panels: {
        mycotoxins: { status: 'pass', analytes: [{ name: 'aflatoxin b1', reading: 'ND', unit: 'ug/kg' }] },
      },
    });
    expect(mergeReadings([verdictOnly, listed]).panels!.mycotoxins!.analytes).toHaveLength(1);
  });
});
