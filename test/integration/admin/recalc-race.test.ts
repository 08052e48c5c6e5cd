import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readCount, recount } from '#lib/clients/store/counts';
import { searchPacks } from '#lib/search/store';
import { allSearchDocs, currentSearchDocs } from '#lib/search/store/rebuild';
import { similarPacks } from '#lib/similar/store';
import { rebuildIndexFromTable, tablePoints } from '#lib/similar/store/rebuild';
import { demo } from '#test/support/ids';
import { productRow } from '#test/support/admin-products';
import { freshCompany } from '#test/support/producers';
import { useLocalTable } from '#test/support/table';
import { removeProduct, setProduct } from '#test/support/data/products';

// recalc's search index rebuild beside the stream worker (docs/admin-recalc.md): a product changed
// between the rebuild's read and its write, whose stream worker commits its new document in that
// gap, keeps the change. The gap is held open by the read itself (the product is changed and the
// worker's commit awaited before the read hands its documents over), so the order is certain. With
// the rebuild as it was (the documents read, then written over the pack versions read just before
// the write, `writeAll`), the renamed product's pack went back to its old name here.

/** A product's document as the packs hold it now (a fresh view each time: nothing kept between reads). */
const indexed = async (id: string) => (await searchPacks.view().load()).items.get(id);

const rename = (id: string, name: string) => setProduct(id, { name, updatedAt: new Date().toISOString() });

/** Waits for the platform's stream worker to commit this product's document as `name`. */
const committed = (id: string, name: string | undefined) =>
  expect.poll(async () => (await indexed(id))?.name, { interval: 250 }).toBe(name);

let company: Awaited<ReturnType<typeof freshCompany>>;
beforeAll(async () => {
  useLocalTable();
  company = await freshCompany({ name: 'Race Farms' });
});

describe('the search index rebuild beside the stream worker', () => {
  it('keeps a change committed between its read and its write, and a product created meanwhile', async () => {
    const changed = (await productRow(company.id, company.brands[0]!))._id;
    await committed(changed, `Admin Table ${changed.slice(-6)}`);

    let created = '';
    const r = await searchPacks.rebuild(async () => {
      const docs = await allSearchDocs();
      expect(docs.find((d) => d._id === changed)?.name).toBe(`Admin Table ${changed.slice(-6)}`);
      // after the read: one product renamed, one created, each committed by the stream worker
      await rename(changed, 'Kept Haze');
      created = (await productRow(company.id, company.brands[0]!))._id;
      await committed(changed, 'Kept Haze');
      await committed(created, `Admin Table ${created.slice(-6)}`);
      return docs;
    }, currentSearchDocs);

    expect((await indexed(changed))?.name).toBe('Kept Haze');
    expect((await indexed(created))?.name).toBe(`Admin Table ${created.slice(-6)}`);
    // the packs the two commits moved were read again, not written from the read's older view
    expect(r.refreshed).toBeGreaterThanOrEqual(1);
  });
});

// The similar-products rebuild beside the refresh worker: a product taken off the shelves between
// the rebuild's read and its write, the worker's commit awaited in that gap, stays out of every
// answer. Before the catch-up, the rebuild wrote its answers and packs from the read's view, and
// the product came back into the answers until it changed again.

const base = inject('baseUrl');
const answerIds = async (testId: string) =>
  (
    (await (await fetch(`${base}/api/consumer/productComps/${testId}`)).json()) as {
      lot: { product: { _id: string } };
    }[]
  ).map((e) => e.lot.product._id);
const offered = async (id: string) => (await similarPacks.view().load()).items.get(id)?.offered;

describe('the similar-products rebuild beside the refresh worker', () => {
  it('keeps a product taken off the shelves between its read and its write out of every answer', async () => {
    const leaving = (await answerIds(demo.test(0)))[0]!;
    const shelve = (available: boolean) => setProduct(leaving, { available, updatedAt: new Date().toISOString() });
    try {
      const r = await rebuildIndexFromTable(async () => {
        const items = await tablePoints();
        expect(items.find((i) => i.point.productId === leaving)?.point.offered).toBe(true);
        await shelve(false);
        await expect.poll(() => offered(leaving), { interval: 250 }).toBe(false);
        await expect.poll(() => answerIds(demo.test(0)), { interval: 250 }).not.toContain(leaving);
        return items;
      });
      expect(r.caughtUp).toBeGreaterThanOrEqual(1);
      expect(await offered(leaving)).toBe(false);
      expect(await answerIds(demo.test(0))).not.toContain(leaving);
    } finally {
      await shelve(true);
      await expect.poll(() => answerIds(demo.test(0)), { interval: 250 }).toContain(leaving);
    }
  });
});

// A company's recount beside the count worker: products created and deleted while it counts, the
// worker applying their records before, during and after it. Each item is counted in or out with
// its marker, so the count ends exact whichever comes first; the old recount (a Query, then a Put of
// its total) lost or doubled the changes that landed between the two.
describe('a recount beside the count worker', () => {
  it('ends exact while products are created and deleted during it', async () => {
    const farm = await freshCompany({ name: 'Count Race Farms' });
    const first = await Promise.all(Array.from({ length: 5 }, () => productRow(farm.id, farm.brands[0]!)));
    await Promise.all([
      recount(farm.id),
      ...Array.from({ length: 10 }, () => productRow(farm.id, farm.brands[0]!)),
      ...first.slice(0, 2).map((p) => removeProduct(p._id)),
      recount(farm.id),
    ]);
    await expect.poll(() => readCount(farm.id, 'products'), { interval: 250 }).toBe(13);
    expect((await recount(farm.id)).products).toBe(13);
    expect(await readCount(farm.id, 'products')).toBe(13);
  });
});
