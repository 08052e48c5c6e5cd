import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/products';
import { productRow } from '#test/support/admin-products';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { clientProductsPartition, productKey } from '#lib/products/keys';

const base = inject('baseUrl');
const productOf = productRow;

const stored = async (id: string) => (await storedItem(productKey(id)))!;

let admin: Awaited<ReturnType<typeof memberOf>>;
let a: Awaited<ReturnType<typeof freshCompany>>;
let b: Awaited<ReturnType<typeof freshCompany>>;
beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
  a = await freshCompany({ name: 'Owner A' });
  b = await freshCompany({ name: 'Owner B' });
});

describe('admin products', () => {
  it("lists one owner's products newest change first, page by page, with the owner's name", async () => {
    const t = Date.now();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await productOf(a.id, a.brands[0]!, new Date(t + i * 1000).toISOString()));
    const first = await admin.get(`/api/admin/getProducts?producer=${a.id}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.products.map((p: { _id: string }) => p._id)).toEqual([made[2]!._id, made[1]!._id]);
    expect(first.body.products[0].producerName).toBe('Owner A');
    const second = await admin.get(`/api/admin/getProducts?producer=${a.id}&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.products.map((p: { _id: string }) => p._id)).toEqual([made[0]!._id]);
    const oldest = await admin.get(`/api/admin/getProducts?producer=${a.id}&limit=1&dir=asc`);
    expect(oldest.body.products[0]._id).toBe(made[0]!._id);
    // the whole table reads the PRODUCTS partition
    const all = await admin.get('/api/admin/getProducts?limit=5');
    expect(all.status).toBe(200);
    expect(all.body.products).toHaveLength(5);
  });

  it('moves a product to another producer over the version seen, and the lists follow', async () => {
    const p = await productOf(a.id, a.brands[0]!);
    const r = await admin.put(`/api/admin/setProductOwner/${p._id}`, { producer: b.id, updatedAt: p.updatedAt });
    expect(r.status).toBe(200);
    expect(r.body.product).toMatchObject({ _id: p._id, producer: b.id, producerName: 'Owner B' });
    const item = await stored(p._id);
    expect(item).toMatchObject({ producer: b.id, gsi1pk: clientProductsPartition(b.id) });
    const ofB = await admin.get(`/api/admin/getProducts?producer=${b.id}&limit=100`);
    expect(ofB.body.products.map((x: { _id: string }) => x._id)).toContain(p._id);
    const ofA = await admin.get(`/api/admin/getProducts?producer=${a.id}&limit=100`);
    expect(ofA.body.products.map((x: { _id: string }) => x._id)).not.toContain(p._id);
  });

  it("refuses with 'Error Saving Entity. Rejection:' and the reason, changing nothing", async () => {
    const p = await productOf(a.id, a.brands[0]!);
    const stale = await admin.put(`/api/admin/setProductOwner/${p._id}`, {
      producer: b.id,
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: true, errorMessage: messages.rejection(messages.changedMeanwhile) });
    expect(stale.body.errorMessage.startsWith('Error Saving Entity. Rejection: ')).toBe(true);
    const shop = await freshCompany({ type: 'dispensary', name: 'A Shop', brands: [] });
    const notProducer = await admin.put(`/api/admin/setProductOwner/${p._id}`, {
      producer: shop.id,
      updatedAt: p.updatedAt,
    });
    expect(notProducer.status).toBe(400);
    expect(notProducer.body.errorMessage).toBe(messages.rejection(messages.ownerNotFound));
    const same = await admin.put(`/api/admin/setProductOwner/${p._id}`, { producer: a.id, updatedAt: p.updatedAt });
    expect(same.status).toBe(400);
    expect(same.body.errorMessage).toBe(messages.rejection(messages.sameOwner));
    expect(await stored(p._id)).toMatchObject({ producer: a.id, updatedAt: p.updatedAt });
  });

  it('lets one of two admins racing over the same version win', async () => {
    const p = await productOf(a.id, a.brands[0]!);
    const c = await freshCompany({ name: 'Owner C' });
    const [x, y] = await Promise.all([
      admin.put(`/api/admin/setProductOwner/${p._id}`, { producer: b.id, updatedAt: p.updatedAt }),
      admin.put(`/api/admin/setProductOwner/${p._id}`, { producer: c.id, updatedAt: p.updatedAt }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = x.status === 200 ? b.id : c.id;
    expect((await stored(p._id)).producer).toBe(winner);
  });
});
