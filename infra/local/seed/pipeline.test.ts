import { describe, expect, it } from 'vitest';
import { readWcia } from '#lib/coa-reader/wcia';
import { parseWcia } from '#shared/schemas/wcia';
import { wciaOf, type Certificate } from './pipeline.ts';

describe("the demo certificate sent with its lab's WCIA JSON file", () => {
  const certificate: Certificate = {
    strain: 'Rainier Kush',
    lab: { _id: 'lab', name: 'Northwest Botanical Testing' },
    sample: 'S7100037',
    parent: 'P9300053',
    date: '2025-11-10',
    thc: 0.7,
    thcA: 22,
    cbd: 'ND',
    myrcene: 0.45,
    limonene: 0.24,
  };

  it('is a WCIA lab result the reader fills the entry form from, with the printed figures', () => {
    const bytes = new TextEncoder().encode(JSON.stringify([wciaOf(certificate)]));
    const parsed = parseWcia(bytes);
    expect(parsed).toHaveProperty('doc');
    const prefill = readWcia([(parsed as { doc: unknown }).doc], { file: 1, now: new Date('2025-11-12') });
    expect(prefill).toMatchObject({ from: 'wcia', file: 1, problems: [] });
    expect(Object.fromEntries(Object.entries(prefill.fields).map(([k, f]) => [k, f!.value]))).toEqual({
      labName: 'Northwest Botanical Testing',
      tracabilitySampleLotId: 'S7100037',
      tracabilityParentLotId: 'P9300053',
      testDate: '2025-11-10',
      thc: 0.7,
      cbd: 'ND',
      thcA: 22,
      myrcene: 0.45,
      limonene: 0.24,
    });
  });
});
