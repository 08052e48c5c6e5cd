import { beforeAll, describe, expect, inject, it } from 'vitest';
import { productRow } from '#test/support/admin-products';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { setCount } from '#test/support/data/clients';
import { counterKey } from '#lib/clients/keys';

// recalc: every derived item rebuilt in the background (docs/admin-recalc.md), on the runtime's queue.

const base = inject('baseUrl');
const count = async (clientId: string) => ({ Item: await storedItem(counterKey(clientId, 'products')) }).Item?.count;

let admin: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
});

const finish = async (id: string) => {
  await expect
    .poll(async () => (await admin.get('/api/admin/recalc')).body.recalc, { interval: 500 })
    .toMatchObject({ _id: id, status: 'done' });
  return (await admin.get('/api/admin/recalc')).body.recalc;
};

describe('recalc', () => {
  it('joins a run going rather than starting a second, rebuilds every derived item, and gives the same the second time', async () => {
    const company = await freshCompany({ name: 'Recount Farms' });
    for (let i = 0; i < 3; i++) await productRow(company.id, company.brands[0]!);
    // a count gone wrong (the stream worker missed changes): recalc puts it right
    await setCount(company.id, 'products', 999);
    // a run another test started (the route fuzz test posts here as an admin) ends first
    await expect
      .poll(async () => (await admin.get('/api/admin/recalc')).body.recalc?.status, { interval: 500 })
      .not.toBe('running');
    const [x, y] = await Promise.all([admin.post('/api/admin/recalc'), admin.post('/api/admin/recalc')]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect([x.body.joined, y.body.joined].sort()).toEqual([false, true]);
    expect(x.body.recalc._id).toBe(y.body.recalc._id);
    expect(x.body.recalc).toMatchObject({ status: 'running' });
    const first = await finish(x.body.recalc._id);
    expect(first.done.map((d: { step: string }) => d.step)).toEqual(['counts', 'search', 'similar', 'testTable']);
    expect(first).toMatchObject({ current: null, errors: [] });
    expect(first.finishedAt).not.toBeNull();
    expect(await count(company.id)).toBe(3);

    const again = await admin.post('/api/admin/recalc');
    expect(again.body.joined).toBe(false);
    const second = await finish(again.body.recalc._id);
    expect(second.done.map((d: { detail: string }) => d.detail)).toEqual(
      first.done.map((d: { detail: string }) => d.detail),
    );
    expect(await count(company.id)).toBe(3);
  });

  it('reading the last run changes nothing, and is for admins only', async () => {
    const producer = await memberOf(base, { processorUser: true });
    expect((await producer.get('/api/admin/recalc')).status).toBe(403);
    expect((await producer.post('/api/admin/recalc')).status).toBe(403);
    const a = await admin.get('/api/admin/recalc');
    const b = await admin.get('/api/admin/recalc');
    expect(a.status).toBe(200);
    expect(a.body.recalc?.updatedAt).toBe(b.body.recalc?.updatedAt);
  });
});
