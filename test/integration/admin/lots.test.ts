import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Lot } from '#shared/schemas/catalog';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { addLot } from '#test/support/data/lots';

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
});
