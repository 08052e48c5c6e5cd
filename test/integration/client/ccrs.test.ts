import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import { LABTEST_COLUMNS } from '#lib/exchange/ccrs-file';
import { clientCoaDraftsPartition } from '#lib/pipeline/keys';
import { draftKey } from '#lib/test-results/keys';
import { clientUploadsPartition } from '#lib/uploads/keys';
import { freshCompany, memberOf } from '#test/support/producers';
import { setClient } from '#test/support/data/clients';
import { indexedItems, storedItem, storedItems } from '#test/support/table';
import { EFFECT_WAIT_MS } from '#test/support/waits';
import { clientPartition } from '#lib/clients/keys';

// The state's LabTest CSV on the local runtime: a lab makes the file of a period from its
// published results (written to s3rver, checked as the state would check it), and a producer
// imports a lab's file: each lot goes to the data-entry staff as a COA whose draft the reader fills
// from the lab's own figures. A file that is not one answers 400 and keeps nothing.

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

let lab: { id: string };
let producer: { id: string };
let labMember: Member;
let grower: Member;
const LOT = `WAJ412345.IN${Date.now().toString(36).toUpperCase()}`;
// the lab's licence is its own in this run: the import names the lab of a file by it
const LAB_NAME = `Cascade Analytical ${Date.now()}`;
const LAB_LICENSE = String(100_000 + Math.floor(Math.random() * 900_000));

beforeAll(async () => {
  lab = await freshCompany({ type: 'lab', name: LAB_NAME });
  producer = await freshCompany({ name: 'Ridge Farms' });
  await setClient(lab.id, { licenseNumber: LAB_LICENSE });
  await setClient(producer.id, { licenseNumber: '412345', coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  [labMember, grower] = await Promise.all([
    memberOf(base, { processorUser: true, clientAssignment: lab.id }),
    memberOf(base, { processorUser: true, clientAssignment: producer.id }),
  ]);
  // the producer's published result of the lab's test: potency, a non-detect, a safety panel with a failure
  const saved = await grower.post(`/api/client/${producer.id}/testResult`, {
    testLab: { _id: lab.id, name: LAB_NAME },
    sampleTypeCategory: 'Flower',
    sampleType: 'Flower - Cured',
    strain: 'Ridge Haze',
    tracabilitySampleLotId: LOT,
    testDate: '2026-03-05',
    approved: true,
    figures: { thc: '0.83', thcA: '24.89', thcTotal: '22.66', cbd: 'ND', cbg: '0.5' },
    panels: {
      heavyMetals: {
        status: 'fail',
        analytes: [
          { name: 'Lead', reading: 'value', amount: 1.5, unit: 'ug/g', limit: 1.2, status: 'fail' },
          { name: 'Mercury', reading: 'ND', unit: 'ug/g', limit: 0.4, status: 'pass' },
        ],
      },
      microbials: {
        status: 'pass',
        analytes: [
          { name: 'Salmonella spp.', reading: 'ND', unit: 'CFU/g', status: 'pass' },
          { name: 'Total yeast and mold', reading: 'value', amount: 200, unit: 'CFU/g', status: 'pass' },
        ],
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

const exportFile = (s: Member, clientId: string, body: Record<string, unknown>) =>
  s.post(`/api/client/${clientId}/ccrs/labTests/export`, body);
const importFile = (csv: string, check?: boolean) =>
  grower.post(`/api/client/${producer.id}/ccrs/labTests/import`, {
    fileName: 'labtest.csv',
    csv,
    ...(check && { check }),
  });

let exported = '';

describe("a lab's LabTest file", () => {
  it('holds its published results of the period, one record per figure the state names, in the state layout', async () => {
    const r = await exportFile(labMember, lab.id, { from: '2026-03-01', to: '2026-03-31' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ results: 1, records: 7, problemCount: 0, leftOutCount: 1 });
    expect(r.body.fileName).toMatch(new RegExp(`^labtest_${LAB_LICENSE}_\\d{14}\\.csv$`));
    expect(r.body.leftOut[0].figures).toEqual(['Microbials: Total yeast and mold (the state has no TestName for it)']);
    const file = await fetch(r.body.link);
    expect(file.status).toBe(200);
    exported = await file.text();
    const lines = exported.split('\r\n');
    expect(lines[0]).toMatch(/^SubmittedBy,[^,]+,{11}$/);
    expect(lines[2]).toBe('NumberRecords,7,,,,,,,,,,,');
    expect(lines[3]).toBe(LABTEST_COLUMNS.join(','));
    const records = lines.slice(4, -1).map((l) => l.split(','));
    const byName = Object.fromEntries(records.map((c) => [c[4], c]));
    // percent of mass to the state's mg/g at full precision; a non-detect is 0 only here
    expect(byName['Potency - delta-9-THCA (mg/g)']![6]).toBe('248.9');
    expect(byName['Potency - CBD (mg/g)']![6]).toBe('0');
    expect(byName['Heavy Metal - Lead (ug/g)']!.slice(0, 7)).toEqual([
      '412345',
      LOT,
      LAB_LICENSE,
      'Fail',
      'Heavy Metal - Lead (ug/g)',
      '03/05/2026',
      '1.5',
    ]);
    expect(byName['Microbiological - Salmonella (CFU/g)']![3]).toBe('Pass');
    expect(records.every((c) => c.length === 13 && c[12] === 'Insert')).toBe(true);
  });

  it('says per line what the state would refuse', async () => {
    await setClient(producer.id, { licenseNumber: '' });
    const r = await exportFile(labMember, lab.id, { from: '2026-03-01', to: '2026-03-31', operation: 'Update' });
    await setClient(producer.id, { licenseNumber: '412345' });
    expect(r.status).toBe(200);
    expect(r.body.problemCount).toBe(7);
    expect(r.body.problems[0]).toMatchObject({ line: 5, problems: [ccrsMessages.state.licenseRequired] });
  });

  it('is made by a lab only, for a period that holds results', async () => {
    expect((await exportFile(grower, producer.id, { from: '2026-03-01', to: '2026-03-31' })).body.errorMessage).toBe(
      ccrsMessages.onlyLabs,
    );
    const none = await exportFile(labMember, lab.id, { from: '2025-01-01', to: '2025-01-31' });
    expect([none.status, none.body.errorMessage]).toEqual([400, ccrsMessages.noResults]);
    const backwards = await exportFile(labMember, lab.id, { from: '2026-03-31', to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect((await exportFile(grower, lab.id, { from: '2026-03-01', to: '2026-03-31' })).status).toBe(403);
  });
});

describe('a LabTest file imported', () => {
  it('is checked first: each record Success or Failed, the lots it makes, nothing kept', async () => {
    const foreign = exported.replace(/\r\n412345,([^\r]*Salmonella)/, '\r\n499999,$1');
    const r = await importFile(foreign, true);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.checked).toBe(true);
    expect(r.body.lots).toEqual([{ inventoryId: LOT, lines: [5, 6, 7, 8, 9, 10] }]);
    const failed = r.body.records.filter((o: { outcome: string }) => o.outcome === 'Failed');
    expect(failed).toEqual([
      expect.objectContaining({
        details: ccrsMessages.notThisCompany('499999', '412345'),
        testName: expect.stringMatching(/Salmonella/),
      }),
    ]);
    expect(await indexedItems('gsi1', clientCoaDraftsPartition(producer.id))).toEqual([]);
  });

  it("sends each lot to data entry, its draft read from the lab's figures; the same file again sends nothing", async () => {
    const r = await importFile(exported);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ checked: false, used: 1, serviceLimit: 10 });
    const [lot] = r.body.lots;
    expect(lot).toMatchObject({ inventoryId: LOT, lot: expect.any(String), testResult: expect.any(String) });
    const draft = await vi.waitFor(
      async () => {
        const d = await storedItem(draftKey(lot.testResult));
        expect(d?.prefill).toBeDefined();
        return d!;
      },
      { timeout: EFFECT_WAIT_MS, interval: 200 },
    );
    const value = (k: string) => draft.prefill.fields[k]?.value;
    // the lab named by its licence in the file
    expect([value('labName'), value('tracabilitySampleLotId'), value('testDate')]).toEqual([
      LAB_NAME,
      LOT,
      '2026-03-05',
    ]);
    expect([value('thc'), value('thcA'), value('thcTotal'), value('cbd'), value('cbg')]).toEqual([
      0.83,
      24.89,
      22.66,
      0,
      undefined,
    ]);
    expect(draft.prefill.panels.heavyMetals).toEqual({
      status: 'fail',
      analytes: [
        { name: 'Lead', reading: 'value', amount: 1.5, unit: 'ug/g', status: 'fail' },
        { name: 'Mercury', reading: 'value', amount: 0, unit: 'ug/g', status: 'pass' },
      ],
    });

    const again = await importFile(exported);
    expect(again.status).toBe(200);
    expect(again.body.lots).toEqual([{ inventoryId: LOT, lines: [5, 6, 7, 8, 9, 10, 11], alreadyImported: true }]);
    expect(again.body.used).toBe(1);
    expect(await indexedItems('gsi1', clientCoaDraftsPartition(producer.id))).toHaveLength(1);
  });

  it('is refused whole when it is not a LabTest file, cut short, or has nothing to import; nothing is kept', async () => {
    const before = {
      uploads: (await indexedItems('gsi1', clientUploadsPartition(producer.id))).length,
      company: (await storedItems(clientPartition(producer.id))).length,
    };
    const lines = exported.split('\r\n');
    const malformed = [
      '',
      'hello',
      '\u0000\u0001\u0002binary',
      '{"document_name":"WCIA Lab Result Schema"}',
      lines.slice(0, 6).join('\r\n'),
      exported.replace('NumberRecords,7', 'NumberRecords,seven'),
      exported.replace('LabLicenseNumber', 'LabLicense'),
      lines
        .slice(4)
        .join('\r\n')
        .replace(/412345/g, '777777'),
      lines.slice(0, 4).join('\r\n').replace('NumberRecords,7', 'NumberRecords,0'),
    ];
    // and random cuts before the last record (a file cut short), and byte flips in the summary and
    // column rows, of a good file
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const lastRecord = exported.lastIndexOf('\r\n', exported.length - 3);
    const head = lines.slice(0, 4).join('\r\n').length;
    for (let i = 0; i < 40; i++) malformed.push(exported.slice(0, 1 + rand(lastRecord)));
    for (let i = 0; i < 40; i++) {
      const at = rand(head);
      malformed.push(exported.slice(0, at) + String.fromCharCode(rand(256)) + exported.slice(at + 1));
    }
    let refused = 0;
    for (const csv of malformed) {
      const r = await importFile(csv);
      // a flip in SubmittedBy leaves the same records: their lot was imported, and is not again
      if (r.status === 200) {
        expect(r.body.lots.every((l: { alreadyImported?: boolean }) => l.alreadyImported)).toBe(true);
        continue;
      }
      refused++;
      expect(r.status, csv.slice(0, 80)).toBe(400);
      expect(r.body.errorMessage).toEqual(expect.any(String));
    }
    expect(refused).toBeGreaterThan(60);
    expect({
      uploads: (await indexedItems('gsi1', clientUploadsPartition(producer.id))).length,
      company: (await storedItems(clientPartition(producer.id))).length,
    }).toEqual(before);
    expect(await indexedItems('gsi1', clientCoaDraftsPartition(producer.id))).toHaveLength(1);
  });
});
