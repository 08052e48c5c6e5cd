import { describe, expect, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import { CSV_TEMPLATE, parseTestCsv, rowToBody } from './csv.ts';

const labs = [{ _id: '5c43ba0000000000004c4b42', name: 'Confidence Analytics' }];

describe('the CSV bulk test upload', () => {
  it('reads a row as the form would send it, figures as printed and the lab by name', () => {
    const { rows } = parseTestCsv(
      [
        'lab,sampleTypeCategory,sampleType,strain,tracabilityParentLotId,thc,thcA,cbd,cbdA,myrcene',
        'confidence analytics,Flower,Flower - Cured,Blue Dream,PL-1,0.83,24.89,ND,<0.1,0.91',
      ].join('\n'),
    );
    expect(rowToBody(rows[0]!, labs)).toEqual({
      ok: true,
      body: expect.objectContaining({
        testLab: labs[0],
        strain: 'Blue Dream',
        tracabilityParentLotId: 'PL-1',
        approved: true,
        figures: { thc: '0.83', thcA: '24.89', cbd: 'ND', cbdA: '<0.1', myrcene: '0.91' },
      }),
    });
  });

  it('names what is wrong in a row by its column', () => {
    const { rows } = parseTestCsv(
      ['lab,sampleTypeCategory,sampleType,strain,myrcene', 'Nobody Labs,Flower,,Blue Dream,21'].join('\n'),
    );
    const r = rowToBody(rows[0]!, labs);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.split('; ')).toEqual([
      "lab: 'Nobody Labs' is not a compliance lab",
      `sampleType: ${testResultMessages.requiredFields}`,
      `myrcene: ${testResultMessages.terpeneLimit}`,
    ]);
  });

  it('offers a template whose example row is a valid result', () => {
    const { rows } = parseTestCsv(CSV_TEMPLATE);
    expect(rowToBody(rows[0]!, [{ _id: labs[0]!._id, name: 'Your Lab Name' }]).ok).toBe(true);
  });
});
