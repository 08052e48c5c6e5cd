import { describe, expect, inject, it } from 'vitest';
import type { SearchAnswer } from '#shared/schemas/search';
import { demo } from '#test/support/ids';
import type { Product } from '#shared/schemas/catalog';
import { stripKeys } from '#lib/table/dynamodb';
import { putStoredItem, storedItem } from '#test/support/table';
import { addProduct, setProduct } from '#test/support/data/products';
import { productKey } from '#lib/products/keys';
import { brandKey } from '#lib/brands/keys';

const base = inject('baseUrl');

async function search(searchString: string, resultCount?: number) {
  const r = await fetch(`${base}/api/consumer/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ searchString, resultCount }),
  });
  return { status: r.status, body: (await r.json()) as SearchAnswer & { errorMessage?: string } };
}
const names = (a: SearchAnswer) => [...a.available, ...a.unavailable].map((e) => e.name);

describe('search', () => {
  it('finds Blue Dream through a typo in each word, with what the grid draws', async () => {
    const { status, body } = await search('blu dreem');
    expect(status).toBe(200);
    const hit = body.available.find((e) => e._id === demo.blueDream)!;
    expect(hit).toMatchObject({ name: 'Blue Dream', available: true, cleanUrl: expect.stringMatching(/^\/product\//) });
    expect(hit.brand.name).toBeTruthy();
    // what the cards say the product is
    expect(hit.productCategory).toBe('Flower');
    expect(hit.latestLot?.testResult).toMatchObject({ strain: 'Blue Dream', thcTotal: expect.any(Number) });
    for (const e of body.unavailable) expect(e.available).toBe(false);
  });

  it('finds products by brand and strain, whatever the case, and caps each list', async () => {
    const byBrand = await search('TIDEWATER');
    expect(byBrand.body.available.length + byBrand.body.unavailable.length).toBeGreaterThan(0);
    for (const e of [...byBrand.body.available, ...byBrand.body.unavailable]) expect(e.brand.name).toBe('Tidewater');
    const few = await search('a', 2);
    expect(few.body.available.length).toBeLessThanOrEqual(2);
    expect(few.body.unavailable.length).toBeLessThanOrEqual(2);
  });

  it('refuses a search it cannot take, and answers nothing for nothing', async () => {
    expect((await search('x'.repeat(129))).status).toBe(400);
    expect((await search('blue', 0)).status).toBe(400);
    expect((await search('  ')).body).toEqual({ available: [], unavailable: [] });
  });

  it("finds a new product, by its brand's new name after a rename, and never under an 'unknown' brand", async () => {
    const source = (await storedItem(productKey(demo.blueDream)))!;
    const id = `5c4e${Date.now().toString(16).padStart(20, '0')}`;
    const brandId = `5c4f${Date.now().toString(16).padStart(20, '0')}`;
    const now = new Date().toISOString();
    // a brand of no company (an import's), so no company's brand list holds it
    const brand = (name: string) =>
      putStoredItem({
        ...brandKey(brandId),
        entity: 'brand',
        _id: brandId,
        name,
        createdAt: now,
        updatedAt: now,
        mediaGallery: [],
      });
    await brand('Zephyr Fields');
    await addProduct({
      ...stripKeys<Product>(source),
      _id: id,
      name: 'Quokka Quartz',
      brand: { _id: brandId, name: 'Zephyr Fields' },
      cleanUrl: `/product/${id}`,
    });
    await expect.poll(async () => names((await search('quokka')).body), { interval: 200 }).toEqual(['Quokka Quartz']);
    // a new category shows on its card once the index follows the change
    await setProduct(id, { productCategory: 'Edible' });
    await expect
      .poll(async () => (await search('quokka')).body.available.map((e) => e.productCategory), { interval: 200 })
      .toEqual(['Edible']);

    await brand('Wombat Acres');
    await expect
      .poll(async () => names((await search('wombat quokka')).body), { interval: 200 })
      .toEqual(['Quokka Quartz']);

    await brand('UNKNOWN');
    await expect.poll(async () => names((await search('quokka')).body), { interval: 200 }).toEqual([]);

    // and a deleted product leaves the index
    await brand('Wombat Acres');
    await expect.poll(async () => names((await search('quokka')).body), { interval: 200 }).toEqual(['Quokka Quartz']);
    await setProduct(id, { active: false });
    await expect.poll(async () => names((await search('quokka')).body), { interval: 200 }).toEqual([]);
  });
});
