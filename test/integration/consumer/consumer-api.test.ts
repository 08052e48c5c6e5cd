import { describe, expect, inject, it } from 'vitest';
import * as commonMessages from '#shared/messages/common';
import { demo } from '#test/support/ids';
import { brandProductsPartition } from '#lib/products/keys';

const base = inject('baseUrl');
const get = async (path: string, init?: RequestInit) => {
  const r = await fetch(base + path, init);
  return { status: r.status, type: r.headers.get('content-type'), body: (await r.json()) as any };
};

describe('consumer API through the local runtime', () => {
  it('answers a product with its latest lot and test result', async () => {
    const r = await get(`/api/consumer/product/${demo.blueDream}`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Blue Dream');
    expect(r.body.brand).toEqual({ _id: demo.sunValley, name: 'Sun Valley Select' });
    expect(r.body.latestLot._id).toBe(demo.lot(0));
    expect(r.body.latestLot.testResult.strain).toBe('Blue Dream');
    expect(r.body.latestLot.testResult.thcA).toBeGreaterThan(10);
    expect(r.body.pk).toBeUndefined(); // key attributes never leave the data layer
  });

  it('answers a product with a reference lot, and 404 for a lot that does not exist', async () => {
    const r = await get(`/api/consumer/product/${demo.product(3)}/${demo.lot(3)}`);
    expect(r.status).toBe(200);
    expect(r.body.latestLot._id).toBe(demo.lot(3));
    const missing = await get(`/api/consumer/product/${demo.product(3)}/${demo.unknownId}`);
    expect(missing.status).toBe(404);
  });

  it("answers 404 for a lot of another product: a product page never shows another product's result", async () => {
    // product 0 (Blue Dream) with the lot of product 1, as it was reported, and product 3 with product 4's lot
    for (const path of [
      `/api/consumer/product/${demo.blueDream}/${demo.lot(70)}`,
      `/api/consumer/product/${demo.product(3)}/${demo.lot(4)}`,
    ]) {
      expect(await get(path)).toMatchObject({ status: 404, body: { error: true, errorMessage: 'Lot not found' } });
    }
    expect((await get(`/api/consumer/product/${demo.product(4)}/${demo.lot(4)}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id of the wrong shape', async () => {
    expect(await get(`/api/consumer/product/${demo.unknownId}`)).toMatchObject({
      status: 404,
      body: { error: true, errorMessage: 'Product not found' },
    });
    const bad = await get('/api/consumer/product/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toMatch(/^path\.id: /);
  });

  it('answers the legacy product fetch by POST with the same view, with or without an empty body', async () => {
    const view = await get(`/api/consumer/product/${demo.blueDream}`);
    const bare = await get(`/api/consumer/getProductLegacy/${demo.blueDream}`, { method: 'POST' });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(view.body);
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    expect(await get(`/api/consumer/getProductLegacy/${demo.blueDream}`, { ...json, body: '{}' })).toMatchObject({
      status: 200,
      body: { _id: demo.blueDream },
    });
    expect(
      (await get(`/api/consumer/getProductLegacy/${demo.blueDream}`, { ...json, body: '{"user":"x"}' })).status,
    ).toBe(400);
    expect(await get(`/api/consumer/getProductLegacy/${demo.unknownId}`, { method: 'POST' })).toMatchObject({
      status: 404,
      body: { error: true, errorMessage: 'Product not found' },
    });
    expect((await get('/api/consumer/getProductLegacy/nope', { method: 'POST' })).status).toBe(400);
  });

  it('answers a lot by id', async () => {
    const r = await get(`/api/consumer/productLot/${demo.lot(5)}`);
    expect(r.status).toBe(200);
    expect(r.body.lotType).toBe('parentLot');
    expect(r.body.testResult._id).toBe(demo.test(5));
  });

  it('answers a brand as a list whose first item is the brand', async () => {
    const r = await get(`/api/consumer/brand/${demo.sunValley}`);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body[0].name).toBe('Sun Valley Select');
    expect((await get(`/api/consumer/brand/${demo.unknownId}`)).status).toBe(404);
  });

  it("pages through a brand's products with a cursor", async () => {
    const first = await get(`/api/consumer/brand/${demo.sunValley}/products?limit=4`);
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(4);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const seen = new Set(first.body.products.map((p: { _id: string }) => p._id));
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await get(`/api/consumer/brand/${demo.sunValley}/products?limit=4&cursor=${cursor}`);
      expect(next.status).toBe(200);
      for (const p of next.body.products) seen.add(p._id);
      cursor = next.body.nextCursor;
    }
    expect(seen.size).toBe(10);
    for (const p of first.body.products) expect(p.cleanUrl).toMatch(/^\/product\/[0-9a-f]{24}\/[0-9a-f]{24}$/);
  });

  it('refuses a forged cursor and an out-of-range limit with 400', async () => {
    const forged = Buffer.from(
      JSON.stringify({ gsi2pk: brandProductsPartition(demo.brand(1)), gsi2sk: 'a', pk: 'x', sk: 'y' }),
    ).toString('base64url');
    expect((await get(`/api/consumer/brand/${demo.sunValley}/products?cursor=${forged}`)).status).toBe(400);
    expect((await get(`/api/consumer/brand/${demo.sunValley}/products?cursor=%7B%7D`)).status).toBe(400);
    expect((await get(`/api/consumer/brand/${demo.sunValley}/products?limit=1000`)).status).toBe(400);
  });

  it('answers unknown /api paths and methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', `/api/consumer/product/${demo.blueDream}`],
    ]) {
      const r = await get(path!, { method });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: true, errorMessage: 'No such route' });
    }
  });

  it('refuses a body beyond the gateway limit with 413, and one beyond the route limit too', async () => {
    const huge = await fetch(`${base}/api/consumer/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ searchString: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: true, errorMessage: commonMessages.bodyTooLarge });
    // past the route's own limit (256 KB by default) but within the gateway's: the handler stack refuses it
    const large = await fetch(`${base}/api/consumer/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ searchString: 'x'.repeat(300 * 1024) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: true, errorMessage: commonMessages.bodyTooLarge });
  });

  it('serves meta.json with the app version and media from the bucket', async () => {
    const meta = await get('/meta.json');
    expect(meta.body.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    const img = await fetch(`${base}/media/brands/${demo.sunValley}/feature.svg`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/svg/);
    expect((await fetch(`${base}/media/brands/nothing-here.svg`)).status).toBe(404);
  });

  it("serves the site's production build, whatever NODE_ENV the tests run under", async () => {
    const html = await (await fetch(`${base}/product/${demo.blueDream}`)).text();
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, html).toMatch(/^\/assets\/.+\.js$/);
    const res = await fetch(base + entry!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const js = await res.text();
    // a React build at all: createRoot is in every build, development or production
    expect(js).toContain('createRoot');
    // only React's development build carries its warnings
    expect(js).not.toContain('Each child in a list should have a unique');
    expect(js.length).toBeLessThan(450 * 1024);
  });
});
