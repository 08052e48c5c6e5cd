import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as lotMessages from '#shared/messages/client/lots';
import * as testResultMessages from '#shared/messages/client/test-results';
import * as uploadMessages from '#shared/messages/client/uploads';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { upload } from '#test/support/uploads';
import { clientLotsPartition, lotPartition, productLotsPartition } from '#lib/lots/keys';

// The test result routes (docs/client-test-results.md) against the local runtime: a result belongs
// to its dataOwner, is created with its parent lot, reads non-detects as printed, and refuses
// impossible figures without writing anything.

const base = inject('baseUrl');

type Session = ReturnType<typeof session>;
let a: Session;
let b: Session;
let admin: Session;
let A: string;
let B: string;
let lab: { _id: string; name: string };

const pdfBytes = () =>
  new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const item = async (pk: string) => await storedItem({ pk, sk: '#META' });

/** A certificate as a lab prints it: figures as text, some not detected. */
const FIGURES = {
  thc: '0.83',
  thcA: '24.89',
  thcTotal: '22.66',
  cbd: 'ND',
  cbdA: '<0.1',
  cbg: '0.62',
  cbn: '<LOQ',
  myrcene: '0.91',
  limonene: '0.33',
  caryophyllene: '0.41',
  benzene: 'nd',
};

/** A certificate as a lab prints it: figures as text, some not detected. */
const certificate = (over: Record<string, unknown> = {}, figures: Record<string, unknown> = {}) => ({
  testLab: lab,
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Blue Dream',
  tracabilitySampleLotId: 'S5007919',
  tracabilityParentLotId: 'P9104729',
  testDate: '2026-11-02',
  approved: true,
  figures: { ...FIGURES, ...figures },
  ...over,
});

/** A company's test result count, which a stream worker keeps a moment after each write. */
const countOf = async (s: Session, clientId: string): Promise<number> =>
  (await s.get(`/api/client/${clientId}/testResults/count`)).body.count;

beforeAll(async () => {
  [{ id: A }, { id: B }] = await Promise.all([
    freshCompany({ name: 'Results A' }),
    freshCompany({ name: 'Results B' }),
  ]);
  [a, b] = await Promise.all([
    memberOf(base, { processorUser: true, clientAssignment: A }),
    memberOf(base, { processorUser: true, clientAssignment: B }),
  ]);
  const d = DEMO_ACCOUNTS.find((x) => x.role === 'admin')!;
  admin = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await admin.post('/api/authentication/signin', { email: d.email, password: d.password })).status).toBe(200);
  const labs = await a.get(`/api/client/${A}/client/keypairs/labs`);
  lab = labs.body.options[0];
  expect(lab).toBeDefined();
});

describe("a producer's test results", () => {
  it('creates a result with its parent lot and COA, keeps non-detects as printed and counts it', async () => {
    const { confirm } = await upload(a, A, { name: 'coa.pdf', type: 'application/pdf', purpose: 'coa' }, pdfBytes());
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const pdf = confirm.body.upload.key as string;
    const r = await a.post(`/api/client/${A}/testResult`, certificate({ pdfFiles: [pdf], strain: '  Blue Dream ' }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const t = r.body.testResult;
    expect(t).toMatchObject({
      dataOwner: A,
      producer: A,
      testLab: lab,
      strain: 'Blue Dream',
      approved: true,
      pdfFiles: [pdf],
      thc: 0.83,
      thcA: 24.89,
      thcTotal: 22.66,
      cbg: 0.62,
      nonDetects: {
        cbd: { printed: 'ND' },
        cbdA: { printed: '<0.1', limit: 0.1 },
        cbn: { printed: '<LOQ' },
        benzene: { printed: 'nd' },
      },
    });
    expect(t.cbd).toBeUndefined();
    // the parent lot it is the test of, listed by the lot tables
    const lot = await item(lotPartition(t.lotId));
    expect(lot).toMatchObject({
      lotType: 'parentLot',
      testResult: t._id,
      s2sId: 'P9104729',
      owner: { _id: A, name: 'Results A' },
      gsi1pk: clientLotsPartition(A, 'parentLot'),
    });
    expect((await a.get(`/api/client/${A}/testResult/${t._id}`)).body.testResult).toEqual(t);
    expect((await a.get(`/api/client/${A}/testResults`)).body.testResults[0]).toEqual(t);
    await expect.poll(() => countOf(a, A), { interval: 200 }).toBe(1);
  });

  it('refuses what cannot be saved with the spec texts, and writes nothing', async () => {
    const before = (await a.get(`/api/client/${A}/testResults`)).body.testResults.length;
    const missing = await a.post(`/api/client/${A}/testResult`, { sampleTypeCategory: 'Flower', strain: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain(testResultMessages.requiredFields);
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{}, { myrcene: '15.2' }, `figures.myrcene: ${testResultMessages.terpeneLimit}`],
      [{}, { thc: 'twelve' }, `figures.thc: ${testResultMessages.notAFigure}`],
      [{}, { thc: '61.2', thcA: '45.3' }, 'The cannabinoids add up to 107.12%'],
      [{ testLab: { _id: A, name: 'My Own Lab' } }, {}, testResultMessages.notALab],
      [{ pdfFiles: [`private/coas/${B}/${'a'.repeat(24)}.pdf`] }, {}, uploadMessages.notAnUpload],
    ];
    for (const [over, figures, message] of cases) {
      const r = await a.post(`/api/client/${A}/testResult`, certificate(over, figures));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.errorMessage).toContain(message);
    }
    expect((await a.get(`/api/client/${A}/testResults`)).body.testResults).toHaveLength(before);
  });

  it('updates a result whole, keeping its lot and owner, newest first in the list', async () => {
    const first = (await a.post(`/api/client/${A}/testResult`, certificate({ strain: 'Older' }))).body.testResult;
    const second = (await a.post(`/api/client/${A}/testResult`, certificate({ strain: 'Newer' }))).body.testResult;
    expect((await a.get(`/api/client/${A}/testResults`)).body.testResults[0]._id).toBe(second._id);
    const r = await a.put(
      `/api/client/${A}/testResult/${first._id}`,
      certificate({ strain: 'Older' }, { cbn: '0.05', cbd: '' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.testResult).toMatchObject({
      _id: first._id,
      lotId: first.lotId,
      createdAt: first.createdAt,
      cbn: 0.05,
    });
    expect(r.body.testResult.nonDetects.cbn).toBeUndefined();
    expect(r.body.testResult.nonDetects.cbd).toBeUndefined();
    const page = (await a.get(`/api/client/${A}/testResults?limit=2`)).body;
    expect(page.testResults.map((t: { _id: string }) => t._id)).toEqual([first._id, second._id]);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = (await a.get(`/api/client/${A}/testResults?limit=2&cursor=${page.nextCursor}`)).body;
    expect(next.testResults.map((t: { _id: string }) => t._id)).not.toContain(first._id);
    // a cursor of A's list does not read B's
    expect((await b.get(`/api/client/${B}/testResults?cursor=${page.nextCursor}`)).status).toBe(400);
  });

  it("never lets producer B read or change producer A's results, while an admin may read them", async () => {
    const mine = (await a.get(`/api/client/${A}/testResults`)).body.testResults[0];
    expect((await b.get(`/api/client/${A}/testResults`)).status).toBe(403);
    expect((await b.get(`/api/client/${A}/testResult/${mine._id}`)).status).toBe(403);
    expect((await b.put(`/api/client/${A}/testResult/${mine._id}`, certificate())).status).toBe(403);
    expect((await b.post(`/api/client/${A}/testResult`, certificate())).status).toBe(403);
    // through B's own client the result is not there
    expect((await b.get(`/api/client/${B}/testResult/${mine._id}`)).status).toBe(404);
    const put = await b.put(`/api/client/${B}/testResult/${mine._id}`, certificate({ strain: 'Stolen' }));
    expect(put.status).toBe(404);
    expect((await b.get(`/api/client/${B}/testResults`)).body.testResults).toEqual([]);
    expect((await a.get(`/api/client/${A}/testResult/${mine._id}`)).body.testResult).toEqual(mine);
    expect((await admin.get(`/api/client/${A}/testResult/${mine._id}`)).body.testResult).toEqual(mine);
  });

  it("makes a result's lot the product's when the form names one, so the product's lots and the latest-lot choice list it", async () => {
    const brand = (await a.get(`/api/client/${A}/client/${A}/keypairs/brands`)).body.options[0]._id;
    const product = await a.post(`/api/client/${A}/product`, {
      name: 'Lot Owner Haze',
      brand,
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const p = product.body.product._id as string;
    const r = await a.post(`/api/client/${A}/testResult`, certificate({ product: p }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lotId = r.body.testResult.lotId as string;
    expect(r.body.testResult).not.toHaveProperty('product');
    expect(await item(lotPartition(lotId))).toMatchObject({ product: p, gsi2pk: productLotsPartition(p) });
    const lots = (await a.get(`/api/client/${A}/product/${p}/lots`)).body.lots;
    expect(lots.map((l: { _id: string }) => l._id)).toEqual([lotId]);
    const tested = (await a.get(`/api/client/${A}/lots?lotType=parentLot&tested=true&limit=100`)).body.lots;
    expect(tested.find((l: { _id: string }) => l._id === lotId)).toMatchObject({
      product: p,
      productName: 'Lot Owner Haze',
    });
    // and the product can take it as its latest lot
    const latest = await a.put(`/api/client/${A}/product/${p}`, {
      name: 'Lot Owner Haze',
      brand,
      productCategory: 'Flower',
      productType: 'Indoor',
      latestLot: lotId,
      available: true,
    });
    expect(latest.status, JSON.stringify(latest.body)).toBe(200);

    // another company's product, or none, is refused and nothing is written
    const before = (await a.get(`/api/client/${A}/testResults?limit=50`)).body.testResults.length;
    const theirs = await b.post(`/api/client/${B}/product`, {
      name: 'Not Yours',
      brand: (await b.get(`/api/client/${B}/client/${B}/keypairs/brands`)).body.options[0]._id,
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    for (const other of [theirs.body.product._id, 'ffffffffffffffffffffffff']) {
      const refused = await a.post(`/api/client/${A}/testResult`, certificate({ product: other }));
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toBe(lotMessages.productNotOfClient);
    }
    expect((await a.get(`/api/client/${A}/testResults?limit=50`)).body.testResults).toHaveLength(before);
  });
});
