import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import type { TestResult } from '#shared/schemas/test-result';
import { CANNABINOIDS, EXTENDED_TERPENES, MAIN_TERPENES } from '#shared/schemas/test-result';
import { wciaExportSchema } from '#shared/schemas/wcia';
import { analyteKey } from '#lib/coa-reader/analytes';
import { readWcia } from '#lib/coa-reader/wcia';
import { wciaDocument } from './wcia-export.ts';
import { WCIA_NAMES } from '#shared/schemas/wcia-names';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'schemas', 'wcia-lab-result.schema.json'), 'utf8'),
);
const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema);

const ID = '5c3fc58000000000001e8481';
const LOT = '5c3fc58000000000001e8482';
const result: TestResult = {
  _id: ID,
  dataOwner: ID,
  producer: ID,
  testLab: { _id: ID, name: 'Confidence Analytics' },
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Blue Dream',
  tracabilitySampleLotId: 'S-1',
  tracabilityParentLotId: 'P-1',
  testDate: '2026-10-01',
  pdfFiles: ['private/coas/a.pdf'],
  approved: true,
  createdAt: '2026-10-02T00:00:00.000Z',
  updatedAt: '2026-10-02T00:00:00.000Z',
  thcA: 24.891234,
  thc: 0.83,
  thcTotal: 22.66,
  cbd: 0.05,
  myrcene: 0.41,
  nonDetects: { cbn: { printed: 'ND' }, cbg: { printed: '<LOQ' }, limonene: { printed: '<0.01', limit: 0.01 } },
  panels: {
    pesticides: {
      status: 'pass',
      analytes: [
        { name: 'Abamectin', reading: 'ND', unit: 'ug/g', limit: 0.5 },
        { name: 'Bifenazate', reading: '<LOQ', unit: 'ug/g' },
        { name: 'Myclobutanil', reading: 'value', amount: 0.02, unit: 'ug/g', limit: 0.2, status: 'pass' },
      ],
    },
    moisture: {
      status: 'fail',
      analytes: [
        { name: 'Moisture', reading: 'value', amount: 9.1, unit: '%', limit: 15 },
        { name: 'Water Activity', reading: 'value', amount: 0.7, unit: 'aw', limit: 0.65 },
      ],
    },
    mycotoxins: { status: 'not tested', analytes: [{ name: 'Total Aflatoxins', reading: 'NT', unit: 'ug/kg' }] },
  },
};

describe('a lab result as a WCIA document', () => {
  const doc = wciaDocument(result, LOT, 'https://cannastamp.example');

  it('is a 2.2.0 document with every field, valid against the JSON Schema', () => {
    expect(wciaExportSchema.safeParse(doc).success).toBe(true);
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(doc).toMatchObject({
      document_origin: `https://cannastamp.example/api/lab-result/${LOT}/wcia`,
      coa: `https://cannastamp.example/api/lab-result/${LOT}/coa`,
      lab_name: 'Confidence Analytics',
      sample: { id: 'S-1', sample_source_id: 'P-1' },
      release_date: '2026-10-01',
      // the moisture panel failed
      status: 'fail',
    });
  });

  it('keeps full precision, and non-detects, below-LOQ and not-tested apart from zero', () => {
    const metric = (name: string) => doc.metric_list.flatMap((a) => a.metrics).find((m) => m.name === name);
    expect(metric('tetrahydrocannabinolic acid')).toMatchObject({ qom: '24.891234', uom: 'pct' });
    expect(metric('cannabinol')?.qom).toBe('-2');
    expect(metric('cannabigerol')?.qom).toBe('<LOQ');
    expect(metric('limonene')?.qom).toBe('<0.01');
    expect(metric('abamectin')).toMatchObject({ qom: '-2', uom: 'ppm', status: 'pass' });
    expect(metric('bifenazate')?.qom).toBe('<LOQ');
    expect(metric('total aflatoxins')).toMatchObject({ qom: '-3', uom: 'ppb', status: null });
  });

  it('maps each panel to its assay, water activity apart from loss on drying, with its own verdict', () => {
    const assay = (type: string) => doc.metric_list.find((a) => a.test_type === type);
    expect(assay('pesticide assay')?.status).toBe('pass');
    expect(assay('loss on drying assay')).toMatchObject({ status: 'pass', metrics: [{ name: 'moisture' }] });
    expect(assay('water activity assay')).toMatchObject({
      status: 'fail',
      metrics: [{ name: 'water activity', uom: 'aw', status: 'fail' }],
    });
    expect(assay('mycotoxin assay')?.status).toBeNull();
    expect(new Set(doc.metric_list.map((a) => a.test_id)).size).toBe(doc.metric_list.length);
  });

  it('reads back through the certificate reader to the same figures', () => {
    const read = readWcia(doc);
    expect(Object.fromEntries(Object.entries(read.fields).map(([k, f]) => [k, f!.value]))).toMatchObject({
      labName: 'Confidence Analytics',
      tracabilitySampleLotId: 'S-1',
      tracabilityParentLotId: 'P-1',
      thcA: 24.891234,
      thc: 0.83,
      thcTotal: 22.66,
      cbd: 0.05,
      myrcene: 0.41,
    });
  });

  it('names every cannabinoid and terpene so the reader knows it', () => {
    const unread = [...CANNABINOIDS, ...MAIN_TERPENES, 'terpeneTotal' as const, ...EXTENDED_TERPENES].filter(
      (key) => analyteKey(WCIA_NAMES[key]) !== key,
    );
    // the phytol isomers have no name a lab prints that the reader could tell apart
    expect(unread).toEqual(['phytol1', 'phytol2']);
  });

  it('writes the solvent figures beside a residual-solvent panel, each in an assay of its own', () => {
    const paneled = {
      ...result,
      acetone: 0.001,
      panels: { residualSolvents: { status: 'pass' as const, analytes: [] } },
    };
    const solventAssays = wciaDocument(paneled, LOT, '').metric_list.filter(
      (a) => a.test_type === 'residual solvent assay',
    );
    expect(solventAssays).toEqual([
      expect.objectContaining({ test_id: `${ID}:solvent`, metrics: [expect.objectContaining({ uom: 'pct' })] }),
      expect.objectContaining({ test_id: `${ID}:residualSolvents`, metrics: [] }),
    ]);
  });
});
