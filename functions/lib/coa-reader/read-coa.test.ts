import { describe, expect, it } from 'vitest';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { readCoaPdf } from './read-coa.ts';

// Every certificate of ../shared/coas against the values written by hand from it: a value the
// reader gives must be the certificate's, and a field the fixture leaves out must stay empty.

describe.each(coaFixtures())('$name', (fixture) => {
  it('gives only true values, each with where it was printed', async () => {
    const prefill = await readCoaPdf(coaBytes(fixture), { now: new Date('2026-11-23T00:00:00Z') });
    expect(coaPrefillSchema.parse(prefill)).toEqual(prefill);
    expect(prefill.layout).toBe(fixture.layout);
    for (const [field, read] of Object.entries(prefill.fields)) {
      expect(fixture.fields, `${field} was read as ${JSON.stringify(read!.value)}`).toHaveProperty(field);
      expect(read!.value, field).toEqual(fixture.fields[field as keyof typeof fixture.fields]);
      expect(read!.source.printed.length, field).toBeGreaterThan(0);
      expect(read!.source.page, field).toBeGreaterThanOrEqual(1);
    }
  });
});
