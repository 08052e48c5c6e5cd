import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Lot } from '#shared/schemas/catalog';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { addLot } from '#test/support/data/lots';
import { addConfirmedUpload } from '#test/support/data/uploads';
import { addPendingEntry } from '#test/support/data/pipeline';
import { addTestResult } from '#test/support/data/test-results';
import type { AdminLotRow } from '#shared/schemas/admin-lots';
import type { TestResult } from '#shared/schemas/test-result';
import * as commonMessages from '#shared/messages/common';
import { buildDemoData } from '#infra/local/seed/demo-data';

const base = inject('baseUrl');

let admin: Awaited<ReturnType<typeof memberOf>>;
let company: Awaited<ReturnType<typeof freshCompany>>;
const lots: Record<string, Lot> = {};

async function lot(
  name: string,
  lotType: Lot['lotType'],
  status: 'pending' | 'review' | 'completed' | undefined,
  n: number,
) {
  const at = new Date(Date.now() + n * 1000).toISOString();
  const owner = { _id: company.id, name: 'Lot Owner' };
  const l: Lot = {
    _id: newId(),
    lotType,
    producer: owner,
    owner,
    available: true,
    ...(status ? { processingInfo: { status } } : {}),
    createdAt: at,
    updatedAt: at,
  } as Lot;
  await addLot(l);
  lots[name] = l;
}

const ids = (r: { body: { lots: Lot[] } }) => r.body.lots.map((l) => l._id);

beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
  company = await freshCompany({ name: 'Lot Owner' });
  await lot('pending', 'parentLot', 'pending', 1);
  await lot('review', 'parentLot', 'review', 2);
  await lot('completed', 'parentLot', 'completed', 3);
  await lot('shipment', 'shipment', undefined, 4);
});

describe('admin lots', () => {
  it("lists the pipeline's lots of a status, pending when none is named", async () => {
    const pending = await admin.get('/api/admin/lots?limit=100');
    expect(pending.status).toBe(200);
    expect(ids(pending)).toContain(lots.pending!._id);
    expect(ids(pending)).not.toContain(lots.review!._id);
    expect(pending.body.lots.every((l: Lot) => l.processingInfo?.status === 'pending')).toBe(true);
    const review = await admin.get('/api/admin/lots?status=review&limit=100');
    expect(ids(review)).toContain(lots.review!._id);
    expect(review.body.lots.every((l: Lot) => l.processingInfo?.status === 'review')).toBe(true);
  });

  it("lists one client's lots of a type, of one status when named, page by page", async () => {
    const all = await admin.get(`/api/admin/lots?client=${company.id}`);
    expect(ids(all)).toEqual([lots.completed!._id, lots.review!._id, lots.pending!._id]);
    const completed = await admin.get(`/api/admin/lots?client=${company.id}&status=completed`);
    expect(ids(completed)).toEqual([lots.completed!._id]);
    const shipments = await admin.get(`/api/admin/lots?client=${company.id}&lotType=shipment`);
    expect(ids(shipments)).toEqual([lots.shipment!._id]);
    const seen: string[] = [];
    let cursor = '';
    do {
      const r = await admin.get(`/api/admin/lots?client=${company.id}&limit=1&dir=asc${cursor && `&cursor=${cursor}`}`);
      expect(r.status).toBe(200);
      seen.push(...ids(r));
      cursor = r.body.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual([lots.pending!._id, lots.review!._id, lots.completed!._id]);
  });

  it('refuses a malformed filter and a cursor of another partition with 400', async () => {
    expect((await admin.get('/api/admin/lots?status=lost')).status).toBe(400);
    const other = await admin.get(`/api/admin/lots?client=${company.id}&limit=1`);
    expect((await admin.get(`/api/admin/lots?status=review&cursor=${other.body.nextCursor}`)).status).toBe(400);
  });

  it('shows each lot with its product, strain, producer and certificate file, and searches by lot id', async () => {
    const demoProduct = buildDemoData().products[0]!;
    const at = new Date().toISOString();
    const owner = { _id: company.id, name: 'Lot Owner' };
    // a published result for a product, its certificate uploaded under the producer's own file name
    const uploadId = newId();
    const key = `private/coas/${company.id}/${uploadId}.pdf`;
    await addConfirmedUpload({
      _id: uploadId,
      clientId: company.id,
      purpose: 'coa',
      contentType: 'application/pdf',
      fileName: 'Northern Lights lab report.pdf',
      pendingKey: `private/uploads/${company.id}/${uploadId}.pdf`,
      key,
      maxBytes: 1000,
      createdBy: admin.userId,
      createdAt: at,
      updatedAt: at,
    });
    const published: Lot = {
      _id: newId(),
      s2sId: 'WA-LOT-4471',
      lotType: 'parentLot',
      product: demoProduct._id,
      producer: owner,
      owner,
      testResult: newId(),
      available: true,
      createdAt: at,
      updatedAt: new Date(Date.now() + 10_000).toISOString(),
    } as Lot;
    await addTestResult({
      _id: published.testResult!,
      dataOwner: company.id,
      producer: company.id,
      testLab: { _id: newId(), name: 'Lab' },
      sampleTypeCategory: 'Flower',
      sampleType: 'Flower',
      strain: 'Northern Lights',
      testDate: '2026-03-01',
      pdfFiles: [key],
      approved: true,
      createdAt: at,
      updatedAt: at,
    } as TestResult);
    await addLot(published);
    // a certificate still in data entry: only its draft names the file (kept from a link: no upload)
    const inEntry: Lot = {
      _id: newId(),
      lotType: 'parentLot',
      producer: owner,
      owner,
      testResult: newId(),
      available: false,
      processingInfo: { status: 'pending' },
      createdAt: at,
      updatedAt: at,
    } as Lot;
    await addPendingEntry(inEntry, {
      _id: inEntry.testResult!,
      dataOwner: company.id,
      producer: company.id,
      lotId: inEntry._id,
      pdfFiles: [`private/coas/${company.id}/${newId()}.json`],
      submittedBy: admin.userId,
      createdAt: at,
      updatedAt: at,
    });
    const rows = (await admin.get(`/api/admin/lots?client=${company.id}&limit=100`)).body.lots as AdminLotRow[];
    expect(rows.find((l) => l._id === published._id)).toMatchObject({
      productName: demoProduct.name,
      strain: 'Northern Lights',
      producer: owner,
      certificateFiles: ['Northern Lights lab report.pdf'],
    });
    const entry = rows.find((l) => l._id === inEntry._id)!;
    expect(entry.certificateFiles).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.json$/)]);
    expect(entry).not.toHaveProperty('productName');
    // the search box: the lab's lot id in any case, or part of the lot's own id
    const search = async (q: string, scope = `client=${company.id}&`) =>
      ids(await admin.get(`/api/admin/lots?${scope}q=${encodeURIComponent(q)}`));
    expect(await search('wa-lot-44')).toEqual([published._id]);
    expect(await search(published._id.slice(8))).toEqual([published._id]);
    expect(await search(inEntry._id, '')).toEqual([inEntry._id]);
    expect(await search('no-such-lot')).toEqual([]);
    const short = await admin.get(`/api/admin/lots?q=x`);
    expect(short).toMatchObject({ status: 400, body: { errorMessage: `Search: ${commonMessages.searchTooShort}` } });
    expect((await admin.get('/api/admin/lots?status=lost')).body.errorMessage).toMatch(/^Processing status filter: /);
    const producer = await memberOf(base, { processorUser: true, clientAssignment: company.id });
    expect((await producer.get(`/api/admin/lots?client=${company.id}&q=wa-lot`)).status).toBe(403);
  });
});
