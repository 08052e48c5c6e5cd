import { beforeAll, describe, expect, inject, it } from 'vitest';
import { reconcileClientCounters, reconcileSearch, reconcileTestTable, testTableDrift } from '#lib/reconcile/derived';
import { searchPacks } from '#lib/search/store';
import { testPacks } from '#lib/test-result-index/store';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, useLocalTable } from '#test/support/table';
import { setCount } from '#test/support/data/clients';
import { counterKey } from '#lib/clients/keys';

// The backstop behind the stream workers (#lib/reconcile/derived): a derived view that drifted
// from its source (here on purpose, by writing the view itself) is found and mended, and the
// reconciliation says how much it mended.

const base = inject('baseUrl');

beforeAll(() => {
  useLocalTable();
});

describe('reconciling the derived views', () => {
  it('recounts a counter that drifted and puts back a product the search packs lost, saying how many it mended', async () => {
    const company = await freshCompany({ name: 'Drift Farms', brands: ['Drift Brand'] });
    const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
    const name = `Drift Kush ${Math.random().toString(36).slice(2, 8)}`;
    const r = await member.post(`/api/client/${company.id}/product`, {
      name,
      brand: company.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = (r.body as { product: { _id: string } }).product._id;
    const counter = counterKey(company.id, 'products');
    const count = async () => (await storedItem(counter))?.count;
    const found = async () => {
      const answer = (await member.post('/api/consumer/search', { searchString: name })).body as {
        available?: { _id: string }[];
        unavailable?: { _id: string }[];
      };
      return [...(answer.available ?? []), ...(answer.unavailable ?? [])].some((p) => p._id === id);
    };
    await expect.poll(count).toBe(1);
    await expect.poll(found).toBe(true);

    // the views drift: the counter is off, and the search packs lose the product
    await setCount(company.id, 'products', 7);
    const view = searchPacks.view();
    const loaded = await view.load();
    loaded.items.delete(id);
    await view.commit(loaded, [id]);
    await expect.poll(found).toBe(false);

    expect(await reconcileClientCounters(company.id)).toBe(1);
    expect(await count()).toBe(1);
    expect(await reconcileSearch()).toBeGreaterThanOrEqual(1);
    await expect.poll(found).toBe(true);
    // mended: a second pass finds nothing more of this company's
    expect(await reconcileClientCounters(company.id)).toBe(0);
  });

  it('puts back a result the admin test table lost', async () => {
    const view = testPacks.view();
    const loaded = await view.load();
    const id = [...loaded.items.keys()][0]!;
    loaded.items.delete(id);
    await view.commit(loaded, [id]);
    expect(await testTableDrift()).toContain(id);

    expect(await reconcileTestTable()).toBeGreaterThanOrEqual(1);
    expect(await testTableDrift()).not.toContain(id);
    expect((await view.load()).items.has(id)).toBe(true);
  });
});
