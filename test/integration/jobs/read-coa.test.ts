import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as uploadMessages from '#shared/messages/client/uploads';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { savePrefill } from '#lib/coa-reader/store';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, useLocalTable } from '#test/support/table';
import { upload } from '#test/support/uploads';
import { draftKey } from '#lib/test-results/keys';
import { setClient } from '#test/support/data/clients';

// The certificate reader on the local runtime: COAs sent through the COA Data Entry Service (real
// uploads to s3rver), read by the stream worker from the draft's first PDF or its lab's WCIA JSON
// file, the prefill written onto the draft once and never over what is there.

const base = inject('baseUrl');
const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
// its text layer is a cipher: the worker reads it by OCR
const enciphered = coaFixtures().find((f) => f.name === 'cannalysis-cloud-cake')!;
const wcia = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'dirty-banana-breath.json'));
const json = (name: string) => ({ name, type: 'application/json', purpose: 'coa' });

const draft = async (id: string) => await storedItem(draftKey(id));

let sent: { pdfFile: string; testResult: string }[] = [];
let member: Awaited<ReturnType<typeof memberOf>>;
let companyId: string;
beforeAll(async () => {
  useLocalTable();
  const company = await freshCompany({ name: 'Reader Farms' });
  companyId = company.id;
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  const notAPdf = new Uint8Array(512).fill(0x20);
  notAPdf.set(new TextEncoder().encode('%PDF-1.4\nnothing else'));
  const keys: string[] = [];
  for (const [name, bytes] of [
    ['Cherry Punch.pdf', coaBytes(fixture)],
    ['broken.pdf', notAPdf],
    ['WA-221015-052.json', wcia],
    ['Cloud-Cake-Concentrate.pdf', coaBytes(enciphered)],
  ] as const) {
    const type = name.endsWith('.json') ? 'application/json' : 'application/pdf';
    const { confirm } = await upload(member, company.id, { name, type, purpose: 'coa' }, bytes);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    keys.push(confirm.body.upload.key);
  }
  const r = await member.post(`/api/client/${company.id}/testResult/premium`, {
    dataOwner: company.id,
    mode: 'multiple',
    pdfFiles: keys,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  sent = keys.map((k) => r.body.sent.find((s: { pdfFile: string }) => s.pdfFile === k)!);
});

describe('the certificate reader worker', () => {
  it("puts the certificate's values on the draft, each with the page and text it was read from", async () => {
    await expect.poll(async () => (await draft(sent[0]!.testResult))?.prefill).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[0]!.testResult))!.prefill);
    expect(prefill).toMatchObject({ from: 'pdf', layout: 'sc-labs', file: 0, problems: [] });
    expect(prefill.fields.thcA).toMatchObject({ value: 19.161, source: { page: 2, printed: '19.161' } });
    expect(Object.keys(prefill.fields).length).toBeGreaterThan(40);
    for (const [field, read] of Object.entries(prefill.fields))
      expect(read!.value, field).toEqual(fixture.fields[field as keyof typeof fixture.fields]);
    // the safety panels' verdicts it prints, each with where
    expect(Object.fromEntries(Object.entries(prefill.panels ?? {}).map(([k, p]) => [k, p!.status]))).toEqual(
      fixture.panels,
    );
    expect(prefill.panelSources?.pesticides).toMatchObject({ page: 1, printed: 'Pesticides: PASS' });
  });

  it('reads a certificate whose text layer is a cipher by OCR, each value with its page, text and box', async () => {
    // OCR of six pages: half a minute on a quiet machine, more beside other tests
    await expect.poll(async () => (await draft(sent[3]!.testResult))?.prefill).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[3]!.testResult))!.prefill);
    expect(prefill).toMatchObject({ from: 'pdf', layout: 'cannalysis', file: 0, problems: [] });
    expect(prefill.fields.alphaPinene).toMatchObject({ value: 0.2877, source: { page: 2 } });
    expect(prefill.fields.alphaPinene!.source.box).toHaveLength(4);
    expect(Object.keys(prefill.fields).length).toBeGreaterThanOrEqual(40);
    for (const [field, read] of Object.entries(prefill.fields))
      expect(read!.value, field).toEqual(enciphered.fields[field as keyof typeof enciphered.fields]);
  });

  it('gives a PDF it cannot open an empty prefill that says so, rather than retrying it', async () => {
    await expect.poll(async () => (await draft(sent[1]!.testResult))?.prefill).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[1]!.testResult))!.prefill);
    expect(prefill.fields).toEqual({});
    expect(prefill.problems).toEqual([expect.stringMatching(/could not be read automatically/)]);
  });

  it("reads a lab's WCIA JSON file sent as a COA, each value with its entry as the source", async () => {
    expect(sent[2]!.pdfFile).toMatch(/^private\/coas\/[0-9a-f]{24}\/[0-9a-f]{24}\.json$/);
    await expect.poll(async () => (await draft(sent[2]!.testResult))?.prefill).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[2]!.testResult))!.prefill);
    expect(prefill).toMatchObject({ from: 'wcia', layout: 'wcia', file: 0, problems: [] });
    expect(prefill.fields.cbg).toEqual({ value: 0.12, source: { page: 1, printed: 'cannabigerol: 1.2 mg/g' } });
    expect(prefill.fields.tracabilitySampleLotId?.value).toBe('13232582566688421');
    expect(Object.keys(prefill.fields)).toHaveLength(14);
    expect(prefill.fields.testDate?.value).toBe('2022-10-17');
  });

  it('refuses, at upload, a .json COA that is not JSON or is JSON of another shape, and one over 1 MB', async () => {
    for (const [bytes, message] of [
      [new TextEncoder().encode('{"results": [{"analyte": "THC", "value": 21.3}]}'), uploadMessages.notWcia],
      [new TextEncoder().encode('%PDF-1.4 a PDF called .json'), uploadMessages.notJson],
      [new Uint8Array(1024 * 1024 + 1).fill(0x20), uploadMessages.fileTooLarge(1024 * 1024)],
    ] as const) {
      const { confirm } = await upload(member, companyId, json('results.json'), bytes);
      expect(confirm.status).toBe(400);
      expect(confirm.body).toEqual({ error: true, errorMessage: message });
    }
    // a JSON file is a COA's only: never a brand picture
    const q = new URLSearchParams({ 'file-name': 'x.json', 'file-type': 'application/json', purpose: 'brand' });
    expect((await member.get(`/api/client/${companyId}/sign-s3?${q}`)).status).toBe(400);
  });

  it('never writes over a prefill, nor creates a draft that is gone', async () => {
    const id = sent[0]!.testResult;
    const before = (await draft(id))!.prefill;
    const other = { ...coaPrefillSchema.parse(before), fields: {}, layout: 'unknown' };
    expect(await savePrefill(id, other)).toBe(false);
    expect((await draft(id))!.prefill).toEqual(before);
    expect(await savePrefill('ffffffffffffffffffffffff', other)).toBe(false);
    expect(await draft('ffffffffffffffffffffffff')).toBeUndefined();
  });
});
