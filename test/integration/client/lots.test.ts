import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as lotMessages from '#shared/messages/client/lots';
import * as productMessages from '#shared/messages/client/products';
import type { LotRow } from '#shared/schemas/client-lots';
import { makeId } from '#infra/local/seed/demo-data';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { pipelineQueue } from '#lib/pipeline/keys';
import { lotKey } from '#lib/lots/keys';
import { changeLot, setLot } from '#test/support/data/lots';
import { addTestResult } from '#test/support/data/test-results';
import type { TestResult } from '#shared/schemas/test-result';

const base = inject('baseUrl');
const DISPENSARY = makeId(2, 0);

type Member = Awaited<ReturnType<typeof memberOf>>;
let a: { id: string; brands: string[] };
let b: { id: string; brands: string[] };
let memberA: Member;
let memberB: Member;
let admin: Member;
let productA: string;
let testA: string;

/** A test result of the client, keyed as the data module keys it (the test-result form is another part's). */
async function testResultOf(clientId: string, strain = 'Blue Dream') {
  const id = newId();
  const now = new Date().toISOString();
  await addTestResult({
    _id: id,
    dataOwner: clientId,
    producer: clientId,
    testLab: { _id: makeId(3, 0), name: 'Lab One' },
    sampleTypeCategory: 'Flower',
    sampleType: 'Indoor',
    strain,
    testDate: '2026-10-01',
    pdfFiles: [],
    approved: true,
    thc: 1.2,
    thcA: 20.1,
    createdAt: now,
    updatedAt: now,
  } as TestResult);
  return id;
}

const lotsOf = async (m: Member, clientId: string, query = 'lotType=parentLot') => {
  const r = await m.get(`/api/client/${clientId}/lots?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { lots: LotRow[]; nextCursor: string | null };
};

beforeAll(async () => {
  a = await freshCompany({ name: 'Lot Producer A', brands: ['A Farms'] });
  b = await freshCompany({ name: 'Lot Producer B', brands: ['B Farms'] });
  memberA = await memberOf(base, { processorUser: true, clientAssignment: a.id });
  memberB = await memberOf(base, { processorUser: true, clientAssignment: b.id });
  admin = await memberOf(base, { adminUser: true });
  const p = await memberA.post(`/api/client/${a.id}/product`, {
    name: 'Lot Dream',
    brand: a.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
  });
  expect(p.status).toBe(200);
  productA = p.body.product._id;
  testA = await testResultOf(a.id);
});

describe('parent/test lots', () => {
  it('adds a parent lot of the client, shown first with its product, its test result and as printable', async () => {
    const r = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'parentLot',
      s2sId: ' WA1234567890 ',
      product: productA,
      testResult: testA,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.lot).toMatchObject({
      lotType: 'parentLot',
      s2sId: 'WA1234567890',
      product: productA,
      testResult: testA,
      owner: { _id: a.id, name: 'Lot Producer A' },
      producer: { _id: a.id },
      available: true,
    });
    const { lots } = await lotsOf(memberA, a.id);
    expect(lots[0]).toMatchObject({
      _id: r.body.lot._id,
      productName: 'Lot Dream',
      test: { _id: testA, strain: 'Blue Dream', lab: 'Lab One', testDate: '2026-10-01', own: true },
      printable: true,
    });
    const product = await memberA.get(`/api/client/${a.id}/product/${productA}/lots`);
    expect(product.status).toBe(200);
    expect(product.body.lots.map((l: LotRow) => l._id)).toContain(r.body.lot._id);
  });

  it('refuses what is not the client’s, and never lets producer B read or change A’s lots', async () => {
    const mine = (await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', s2sId: 'A-ONLY' })).body.lot;
    // B through its own company: A's product, test or parent lot are not B's
    for (const [body, message] of [
      [{ lotType: 'parentLot', product: productA }, lotMessages.productNotOfClient],
      [{ lotType: 'parentLot', testResult: testA }, lotMessages.testNotOfClient],
      [{ lotType: 'shipment', parentLot: mine._id }, lotMessages.parentNotOfClient],
    ] as const) {
      const r = await memberB.post(`/api/client/${b.id}/lot`, body);
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    }
    // B through A's path: refused before anything is read
    expect((await memberB.get(`/api/client/${a.id}/lots`)).status).toBe(403);
    expect((await memberB.put(`/api/client/${a.id}/lot/${mine._id}`, { lotType: 'parentLot' })).status).toBe(403);
    expect((await memberB.del(`/api/client/${a.id}/lot/${mine._id}`)).status).toBe(403);
    // B's own path naming A's lot: not found, and the lot is as it was
    expect(
      (await memberB.put(`/api/client/${b.id}/lot/${mine._id}`, { lotType: 'parentLot', s2sId: 'x' })).status,
    ).toBe(404);
    expect((await memberB.del(`/api/client/${b.id}/lot/${mine._id}`)).status).toBe(404);
    expect((await memberB.get(`/api/client/${b.id}/product/${productA}/lots`)).status).toBe(404);
    const item = { Item: await storedItem(lotKey(mine._id)) };
    expect(item.Item).toMatchObject({ s2sId: 'A-ONLY', owner: { _id: a.id } });
    expect(item.Item!.deletedAt).toBeUndefined();
    expect((await lotsOf(memberB, b.id)).lots.map((l) => l._id)).not.toContain(mine._id);
  });

  it('edits a lot, keeps its type, and pages newest first without repeats', async () => {
    const made: string[] = [];
    for (const s2sId of ['PAGE-1', 'PAGE-2', 'PAGE-3'])
      made.push((await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', s2sId })).body.lot._id);
    const edit = await memberA.put(`/api/client/${a.id}/lot/${made[0]}`, { lotType: 'parentLot', s2sId: 'PAGE-1b' });
    expect(edit.status).toBe(200);
    expect(edit.body.lot.s2sId).toBe('PAGE-1b');
    const typed = await memberA.put(`/api/client/${a.id}/lot/${made[0]}`, { lotType: 'shipment', parentLot: made[1] });
    expect(typed.status).toBe(400);
    expect(typed.body.errorMessage).toBe(lotMessages.typeIsFixed);
    const first = await lotsOf(memberA, a.id, 'lotType=parentLot&limit=2');
    expect(first.lots.map((l) => l.s2sId)).toEqual(['PAGE-1b', 'PAGE-3']);
    const second = await lotsOf(memberA, a.id, `lotType=parentLot&limit=2&cursor=${first.nextCursor}`);
    expect(second.lots[0]!.s2sId).toBe('PAGE-2');
    const all = [...first.lots, ...second.lots].map((l) => l._id);
    expect(new Set(all).size).toBe(all.length);
    expect((await memberA.get(`/api/client/${a.id}/lots?cursor=${first.nextCursor}&lotType=shipment`)).status).toBe(
      400,
    );
  });

  it('keeps the link of a lot pending in the data-entry service through an edit, and refuses another result', async () => {
    const lot = (await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', s2sId: 'PIPE-1' })).body.lot;
    // as the COA service leaves it: linked to a draft result that has no test result item yet
    const draft = newId();
    await changeLot(lot._id, { processingInfo: { status: 'pending' }, testResult: draft });
    const stored = async () => (await storedItem(lotKey(lot._id)))!;
    // the edit form sends no result (the draft is no choice of its list), or the draft's id back
    for (const testResult of [undefined, '', draft]) {
      const r = await memberA.put(`/api/client/${a.id}/lot/${lot._id}`, {
        lotType: 'parentLot',
        s2sId: 'PIPE-1b',
        ...(testResult !== undefined && { testResult }),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.lot).toMatchObject({ s2sId: 'PIPE-1b', testResult: draft, processingInfo: { status: 'pending' } });
      expect(await stored()).toMatchObject({ testResult: draft, gsi3pk: pipelineQueue('pending') });
    }
    const other = await memberA.put(`/api/client/${a.id}/lot/${lot._id}`, { lotType: 'parentLot', testResult: testA });
    expect(other.status).toBe(400);
    expect(other.body.errorMessage).toBe(lotMessages.resultInPipeline);
    expect(await stored()).toMatchObject({ testResult: draft, s2sId: 'PIPE-1b' });
    // once completed the result is the producer's to change again
    await setLot(lot._id, { processingInfo: { status: 'completed' }, testResult: testA });
    const later = await memberA.put(`/api/client/${a.id}/lot/${lot._id}`, { lotType: 'parentLot', testResult: testA });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.lot.testResult).toBe(testA);
  });

  it('lists for the product form only lots with a finished test result; a pending lot is not printable', async () => {
    const tested = (await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', testResult: testA })).body
      .lot;
    const pending = (
      await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', testResult: await testResultOf(a.id) })
    ).body.lot;
    // the data-entry service's state, as its own routes will set it
    await setLot(pending._id, { processingInfo: { status: 'pending' } });
    const { lots } = await lotsOf(memberA, a.id, 'lotType=parentLot&tested=true&limit=100');
    const ids = lots.map((l) => l._id);
    expect(ids).toContain(tested._id);
    expect(ids).not.toContain(pending._id);
    expect(lots.every((l) => l.test)).toBe(true);
    const every = (await lotsOf(memberA, a.id, 'lotType=parentLot&limit=100')).lots;
    expect(every.find((l) => l._id === pending._id)).toMatchObject({
      printable: false,
      processingInfo: { status: 'pending' },
    });
    const del = await memberA.del(`/api/client/${a.id}/lot/${pending._id}`);
    expect(del.status).toBe(409);
    expect(del.body.errorMessage).toBe(lotMessages.inPipeline);
  });
});

describe('shipments', () => {
  it('needs a parent lot, takes its product and result, and hides old shipments unless asked', async () => {
    const parent = (
      await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', product: productA, testResult: testA })
    ).body.lot;
    const orphan = await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'shipment', s2sId: 'SHIP-0' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errorMessage).toContain(lotMessages.parentRequired);
    const noDispensary = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'distribution',
      parentLot: parent._id,
    });
    expect(noDispensary.status).toBe(400);
    expect(noDispensary.body.errorMessage).toContain(lotMessages.dispensaryRequired);
    const notDispensary = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'distribution',
      parentLot: parent._id,
      dispensary: b.id,
    });
    expect(notDispensary.status).toBe(400);
    const ship = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'shipment',
      s2sId: 'SHIP-1',
      parentLot: parent._id,
      dispensary: DISPENSARY,
    });
    expect(ship.status, JSON.stringify(ship.body)).toBe(200);
    expect(ship.body.lot).toMatchObject({ product: productA, parentLot: parent._id });
    const row = (await lotsOf(memberA, a.id, 'lotType=shipment&current=true')).lots[0]!;
    expect(row).toMatchObject({
      s2sId: 'SHIP-1',
      productName: 'Lot Dream',
      test: { _id: testA, own: false },
      printable: false,
    });
    expect(row.dispensaryName).toBeTruthy();
    const old = await memberA.put(`/api/client/${a.id}/lot/${ship.body.lot._id}`, {
      lotType: 'shipment',
      s2sId: 'SHIP-1',
      parentLot: parent._id,
      dispensary: DISPENSARY,
      available: false,
    });
    expect(old.status).toBe(200);
    expect((await lotsOf(memberA, a.id, 'lotType=shipment&current=true')).lots.map((l) => l._id)).not.toContain(
      ship.body.lot._id,
    );
    expect((await lotsOf(memberA, a.id, 'lotType=shipment')).lots.map((l) => l._id)).toContain(ship.body.lot._id);
    // admins see every company's lots, with the producer
    expect((await lotsOf(admin, a.id, 'lotType=shipment')).lots[0]!.producer.name).toBe('Lot Producer A');
  });
});

describe('deleting a lot', () => {
  it('soft-deletes: out of the lists and choices, the item kept for printed QR codes; refused for a latest lot', async () => {
    const lot = (
      await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', product: productA, testResult: testA })
    ).body.lot;
    const product = (await memberA.get(`/api/client/${a.id}/product/getById/${productA}`)).body.product;
    const save = (over: Record<string, unknown>) =>
      memberA.put(`/api/client/${a.id}/product/${productA}`, {
        name: product.name,
        brand: product.brand._id,
        productCategory: product.productCategory,
        productType: product.productType,
        ...over,
      });
    // the product cannot be made available without a latest lot; it can with one
    const refused = await save({ available: true, latestLot: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toContain(productMessages.selectTestResult);
    // a lot without a test result is no result to show
    const bare = (await memberA.post(`/api/client/${a.id}/lot`, { lotType: 'parentLot', product: productA })).body.lot;
    const untested = await save({ available: true, latestLot: bare._id });
    expect(untested.status).toBe(400);
    expect(untested.body.errorMessage).toBe(productMessages.selectTestResult);
    const chosen = await save({ available: true, latestLot: lot._id });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.product).toMatchObject({ available: true, latestLot: lot._id });

    const busy = await memberA.del(`/api/client/${a.id}/lot/${lot._id}`);
    expect(busy.status).toBe(409);
    expect(busy.body.errorMessage).toBe(lotMessages.latestLotOfProduct('Lot Dream'));

    expect((await save({ available: false, latestLot: '' })).status).toBe(200);
    const gone = await memberA.del(`/api/client/${a.id}/lot/${lot._id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.lot).toMatchObject({ available: false });
    expect(gone.body.lot.deletedAt).toBeTruthy();
    expect((await lotsOf(memberA, a.id, 'lotType=parentLot&limit=100')).lots.map((l) => l._id)).not.toContain(lot._id);
    expect((await memberA.del(`/api/client/${a.id}/lot/${lot._id}`)).status).toBe(404);
    // a deleted lot cannot be chosen again, but its public page still answers
    const again = await save({ latestLot: lot._id });
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe(productMessages.lotNotOfClient);
    expect((await memberA.get(`/api/consumer/productLot/${lot._id}`)).status).toBe(200);
  });
});

describe('the product a lot row names', () => {
  it("is the lot's own, else the product naming it as its latest lot, and a shipment's is its parent's", async () => {
    const test = await testResultOf(a.id, 'Named Kush');
    const loose = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'parentLot',
      s2sId: 'LOOSE-1',
      testResult: test,
    });
    expect(loose.status, JSON.stringify(loose.body)).toBe(200);
    const lotId = loose.body.lot._id as string;
    expect((await lotsOf(memberA, a.id)).lots.find((l) => l._id === lotId)).not.toHaveProperty('productName');
    // a product made with this lot as its latest: the lot names no product, the row shows this one
    const named = await memberA.post(`/api/client/${a.id}/product`, {
      name: 'Named Kush Flower',
      brand: a.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
      latestLot: lotId,
      available: true,
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect((await lotsOf(memberA, a.id)).lots.find((l) => l._id === lotId)).toMatchObject({
      productName: 'Named Kush Flower',
      test: { strain: 'Named Kush' },
    });
    // a shipment naming no product takes its parent's: the parent made with a product
    const parent = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'parentLot',
      s2sId: 'PARENT-1',
      product: productA,
      testResult: test,
    });
    const shipment = await memberA.post(`/api/client/${a.id}/lot`, {
      lotType: 'shipment',
      s2sId: 'SHIP-1',
      parentLot: parent.body.lot._id,
    });
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(200);
    const shipped = (await lotsOf(memberA, a.id, 'lotType=shipment')).lots.find((l) => l._id === shipment.body.lot._id);
    expect(shipped).toMatchObject({
      productName: 'Lot Dream',
      parentS2sId: 'PARENT-1',
      test: { strain: 'Named Kush' },
    });
    // another company reads none of it
    expect((await memberB.get(`/api/client/${a.id}/lots?lotType=parentLot`)).status).toBe(403);
  });
});
