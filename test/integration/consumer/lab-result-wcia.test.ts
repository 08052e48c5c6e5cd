import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { textPdf } from '#infra/local/seed/pdf';
import { wciaExportSchema } from '#shared/schemas/wcia';
import { demo } from '#test/support/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import type { session } from '#test/support/session';
import { upload } from '#test/support/uploads';
import { newId } from '#lib/base/ids';

// A lot's result as a WCIA document and its lasting certificate link, on the local runtime
// (docs/lab-result-page.md, "The result as data"): public, JSON, cacheable, valid against the
// repository's WCIA JSON Schema, with the result's panels and non-detects kept.

const base = inject('baseUrl');
const schema = JSON.parse(readFileSync(join('shared', 'schemas', 'wcia-lab-result.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema);

let a: ReturnType<typeof session>;
let A: string;
let lotId: string;

beforeAll(async () => {
  ({ id: A } = await freshCompany({ name: 'WCIA Farm' }));
  a = await memberOf(base, { processorUser: true, clientAssignment: A });
  const lab = (await a.get(`/api/client/${A}/client/keypairs/labs`)).body.options[0];
  const { confirm } = await upload(
    a,
    A,
    { name: 'coa.pdf', type: 'application/pdf', purpose: 'coa' },
    textPdf([['Certificate of Analysis', 'THCA 24.9 %']]),
  );
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const r = await a.post(`/api/client/${A}/testResult`, {
    testLab: lab,
    sampleTypeCategory: 'Flower',
    sampleType: 'Indoor',
    strain: 'Data Kush',
    tracabilitySampleLotId: 'S-WCIA-1',
    testDate: '2026-11-02',
    approved: true,
    pdfFiles: [confirm.body.upload.key],
    figures: { thc: '0.8', thcA: '24.9', cbn: 'ND' },
    panels: {
      pesticides: { status: 'pass', analytes: [{ name: 'Myclobutanil', reading: 'ND', unit: 'ug/g', limit: 0.2 }] },
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  lotId = r.body.testResult.lotId;
});

describe("a lot's WCIA document", () => {
  it('answers JSON anyone may cache for minutes, valid against the WCIA JSON Schema', async () => {
    const r = await fetch(`${base}/api/lab-result/${lotId}/wcia`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = await r.json();
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(wciaExportSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      document_schema_version: '2.2.0',
      document_origin: expect.stringMatching(new RegExp(`/api/lab-result/${lotId}/wcia$`)),
      coa: expect.stringMatching(new RegExp(`/api/lab-result/${lotId}/coa$`)),
      sample: { id: 'S-WCIA-1' },
      release_date: '2026-11-02',
      status: 'pass',
    });
    const metrics = doc.metric_list.flatMap((m: { metrics: { name: string; qom: string }[] }) => m.metrics);
    expect(metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'tetrahydrocannabinolic acid', qom: '24.9', uom: 'pct' }),
        expect.objectContaining({ name: 'cannabinol', qom: '-2' }),
        expect.objectContaining({ name: 'myclobutanil', qom: '-2', uom: 'ppm' }),
      ]),
    );
  });

  it("is there for every demo lot with a result, and for nobody's lot is not found", async () => {
    const r = await fetch(`${base}/api/lab-result/${demo.lot(0)}/wcia`);
    expect(r.status).toBe(200);
    expect(validate(await r.json())).toBe(true);
    expect((await fetch(`${base}/api/lab-result/${newId()}/wcia`)).status).toBe(404);
    expect((await fetch(`${base}/api/lab-result/not-an-id/wcia`)).status).toBe(400);
  });

  it('names a lasting certificate link that sends to a freshly signed one', async () => {
    const r = await fetch(`${base}/api/lab-result/${lotId}/coa`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    const pdf = await fetch(r.headers.get('location')!);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // a demo result has no certificate: nothing to send anyone to
    expect((await fetch(`${base}/api/lab-result/${demo.lot(0)}/coa`, { redirect: 'manual' })).status).toBe(404);
  });
});
