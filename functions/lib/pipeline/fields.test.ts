import { describe, expect, it } from 'vitest';
import type { TestResult } from '#shared/schemas/test-result';
import { isoWeek } from './quality-report.ts';
import { countChanges, countFields } from './fields.ts';

const entry: TestResult = {
  _id: '0'.repeat(24),
  dataOwner: '1'.repeat(24),
  producer: '1'.repeat(24),
  testLab: { _id: '2'.repeat(24), name: 'Lab' },
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Kush',
  tracabilitySampleLotId: 'S1',
  pdfFiles: [],
  approved: true,
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  thc: 0.83,
  thcA: 24.89,
  nonDetects: { cbd: { printed: 'ND' } },
};

describe('the quality figure’s fields', () => {
  it('counts the lab, each text field and each figure, a non-detect included', () => {
    // lab, category, type, strain, sample lot; thc, thcA, cbd (ND)
    expect(countFields(entry)).toBe(8);
  });

  it('counts fields changed, added and cleared in review, and nothing for the same result', () => {
    expect(countChanges(entry, entry)).toBe(0);
    const reviewed: TestResult = {
      ...entry,
      strain: 'Kush #2',
      thcA: 24.98,
      thcTotal: 22.66,
      tracabilitySampleLotId: undefined,
      nonDetects: { cbd: { printed: '<LOQ' } },
    };
    expect(countChanges(entry, reviewed)).toBe(5);
  });
});

describe('ISO weeks', () => {
  it('start on Monday, and week 1 holds the year’s first Thursday', () => {
    expect(isoWeek(new Date('2026-11-23T07:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
