import { describe, expect, it } from 'vitest';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { coaBytes, coaFixtures, type CoaFixture } from '#test/support/coas';
import type { CoaPrefill } from './prefill.ts';
import { readCoaPdf } from './read-coa.ts';

// Every certificate of ../shared/coas against the values written by hand from it: a value the
// reader gives must be the certificate's, and a field the fixture leaves out must stay empty.

// Cannalysis's certificate is read by OCR: half a minute and more on a loaded machine, read once
const OCR_TIMEOUT = 300_000;
const readings = new Map<string, Promise<CoaPrefill>>();
const read = (fixture: CoaFixture, hints = true) => {
  const key = `${fixture.file} ${hints}`;
  if (!readings.has(key))
    readings.set(key, readCoaPdf(coaBytes(fixture), { now: new Date('2026-11-23T00:00:00Z'), hints }));
  return readings.get(key)!;
};
const onlyTrue = (fixture: CoaFixture, prefill: CoaPrefill) => {
  for (const [field, read] of Object.entries(prefill.fields)) {
    expect(fixture.fields, `${field} was read as ${JSON.stringify(read!.value)}`).toHaveProperty(field);
    expect(read!.value, field).toEqual(fixture.fields[field as keyof typeof fixture.fields]);
    expect(read!.source.printed.length, field).toBeGreaterThan(0);
    expect(read!.source.page, field).toBeGreaterThanOrEqual(1);
  }
  // a panel's verdict read is the certificate's, and it says where it was printed
  for (const [key, panel] of Object.entries(prefill.panels ?? {})) {
    expect(panel!.status, `panel ${key}`).toBe(fixture.panels[key as keyof typeof fixture.panels]);
    expect(prefill.panelSources?.[key as keyof typeof fixture.panels]?.printed, `panel ${key}`).toBeTruthy();
  }
};

describe.each(coaFixtures())('$name', (fixture) => {
  it('gives only true values, each with where it was printed', { timeout: OCR_TIMEOUT }, async () => {
    const prefill = await read(fixture);
    expect(coaPrefillSchema.parse(prefill)).toEqual(prefill);
    expect(prefill.layout).toBe(fixture.layout);
    onlyTrue(fixture, prefill);
  });

  // a lab the reader has never seen: no layout's hints, and still never a wrong value
  it('gives only true values with the layouts’ hints off', { timeout: OCR_TIMEOUT }, async () => {
    const prefill = await read(fixture, false);
    expect(prefill.layout).toBe('unknown');
    onlyTrue(fixture, prefill);
  });
});

describe('the Cannalysis certificate (text layer a cipher, read by OCR)', () => {
  const fixture = coaFixtures().find((f) => f.name === 'cannalysis-cloud-cake')!;
  it('reads most of its fields, each with its box on the page', { timeout: OCR_TIMEOUT }, async () => {
    const prefill = await read(fixture);
    const right = Object.entries(prefill.fields).filter(
      ([k, v]) => fixture.fields[k as keyof typeof fixture.fields] === v!.value,
    );
    // 44 of 48 when measured (docs/admin-coa-reader.md): OCR left the cannabinoids' date, Δ9-THC
    // and CBD's total unsure, and 'farnesene' runs into its 'ND'
    expect(right.length).toBeGreaterThanOrEqual(40);
    expect(prefill.fields.thcA?.source).toMatchObject({ page: 2, printed: 'ND' });
    // '2.877 mg/g (0.2877 %)' beside 'Alpha pinene' is printed 100–172 pt from the page's left edge,
    // its baseline 312 pt from its bottom (measured on the text layer's glyph boxes)
    const box = prefill.fields.alphaPinene!.source.box!;
    expect(prefill.fields.alphaPinene!.source.page).toBe(2);
    box.forEach((v, i) => expect(Math.abs(v - [100, 312, 172, 319][i]!), `box[${i}] = ${v}`).toBeLessThan(2));
    expect(prefill.problems).toEqual([]);
  });
});

describe('reading with the layouts’ hints off', () => {
  it('reads a known lab’s certificate as one of an unknown layout: no lab name from its marks', async () => {
    const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
    const prefill = await readCoaPdf(coaBytes(fixture), { hints: false });
    expect(prefill.layout).toBe('unknown');
    expect(prefill.fields.labName).toBeUndefined();
    expect(prefill.fields.thcA?.value).toBe(19.161);
  });
});

describe('the safety panels’ verdicts', () => {
  // 113 of the 125 verdicts the certificates print in words or by a legend when measured
  // (docs/admin-coa-reader.md): Steep Hill's grid names four of its columns on two lines beside
  // their marks
  it(
    'reads most of the verdicts the certificates print, each the certificate’s',
    { timeout: OCR_TIMEOUT },
    async () => {
      let right = 0;
      for (const fixture of coaFixtures()) {
        const prefill = await read(fixture);
        right += Object.entries(prefill.panels ?? {}).filter(
          ([key, panel]) => fixture.panels[key as keyof typeof fixture.panels] === panel!.status,
        ).length;
      }
      expect(right).toBeGreaterThanOrEqual(110);
    },
  );
});
