import { describe, expect, it } from 'vitest';
import { coaPrefillSchema, PREFILL_FIELDS } from './coa-prefill.ts';

const read = {
  from: 'pdf',
  layout: 'example-lab',
  file: 0,
  readAt: '2026-11-23T06:30:00.000Z',
  problems: [],
};

describe('a certificate read', () => {
  it('names text fields and every figure of the catalogue', () => {
    expect(PREFILL_FIELDS).toEqual(expect.arrayContaining(['strain', 'testDate', 'thcA', 'myrcene', 'nButane']));
  });

  it('keeps each value with the page and the text it was read from', () => {
    const ok = coaPrefillSchema.safeParse({
      ...read,
      fields: { thcA: { value: 24.89, source: { page: 1, printed: 'THCa 24.89 %', box: [72, 300, 120, 12] } } },
    });
    expect(ok.success).toBe(true);
  });

  it('refuses a value without its source, and a field outside the catalogue', () => {
    expect(coaPrefillSchema.safeParse({ ...read, fields: { thcA: { value: 24.89 } } }).success).toBe(false);
    expect(
      coaPrefillSchema.safeParse({ ...read, fields: { colour: { value: 'green', source: { page: 1, printed: 'x' } } } })
        .success,
    ).toBe(false);
  });
});
