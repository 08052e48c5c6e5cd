import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as productMessages from '#shared/messages/client/products';
import * as uploadMessages from '#shared/messages/client/uploads';
import type { Product } from '#shared/schemas/catalog';
import { makeId } from '#infra/local/seed/demo-data';
import { demo } from '#test/support/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { indexedItems } from '#test/support/table';
import { pngBytes, upload } from '#test/support/uploads';
import { clientProductsPartition } from '#lib/products/keys';

const base = inject('baseUrl');

type Member = Awaited<ReturnType<typeof memberOf>>;
let a: { id: string; brands: string[] };
let b: { id: string; brands: string[] };
let memberA: Member;
let memberB: Member;
let admin: Member;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Blue Dream',
  brand: a.brands[0],
  productCategory: 'Flower',
  productType: 'Indoor',
  ...over,
});

/** Every product item of a client, straight from the table (deleted ones too). */
const stored = async (clientId: string) => await indexedItems('gsi1', clientProductsPartition(clientId));

beforeAll(async () => {
  a = await freshCompany({ name: 'Producer A', brands: ['A Farms', 'A Extracts'] });
  b = await freshCompany({ name: 'Producer B', brands: ['B Farms'] });
  memberA = await memberOf(base, { processorUser: true, clientAssignment: a.id });
  memberB = await memberOf(base, { processorUser: true, clientAssignment: b.id });
  admin = await memberOf(base, { adminUser: true });
});

describe("a producer's products", () => {
  it('adds a product of the client of the path, Unavailable, strain Not Available, whatever producer the body names', async () => {
    const r = await memberA.post(`/api/client/${a.id}/product`, body({ producer: b.id, name: ' Sour Diesel ' }));
    expect(r.status).toBe(200);
    const p = r.body.product as Product;
    expect(p).toMatchObject({
      name: 'Sour Diesel',
      producer: a.id,
      brand: { _id: a.brands[0], name: 'A Farms' },
      available: false,
      active: true,
      strain: 'Not Available',
      cleanUrl: `/product/${p._id}`,
    });
    expect(r.body.created).toBe(true);
    const read = await memberA.get(`/api/client/${a.id}/product/getById/${p._id}`);
    expect(read.body.product).toEqual(p);
    expect((await stored(b.id)).map((i) => i._id)).not.toContain(p._id);
  });

  it("answers the spec's texts for a missing brand, category and type, a test result not chosen and the limits, writing nothing", async () => {
    const before = (await stored(a.id)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ brand: '' }, productMessages.brandRequired],
      [{ productCategory: '' }, productMessages.categoryRequired],
      [{ productType: '  ' }, productMessages.typeRequired],
      [{ available: true }, productMessages.selectTestResult],
      [{ available: true, latestLot: '' }, productMessages.selectTestResult],
      [{ name: 'x'.repeat(37) }, 'at most 36'],
      [{ productName: 'x'.repeat(37) }, 'at most 36'],
      [{ shortDescription: 'x'.repeat(129) }, 'at most 128'],
      [{ brand: b.brands[0] }, productMessages.brandNotOfClient],
      [{ latestLot: demo.lot(0) }, productMessages.lotNotOfClient],
    ];
    for (const [over, message] of cases) {
      const r = await memberA.post(`/api/client/${a.id}/product`, body(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.errorMessage).toContain(message);
    }
    expect(await stored(a.id)).toHaveLength(before);
  });

  it('lists the products newest change first, a page at a time, without deleted ones unless asked', async () => {
    const c = await freshCompany({ name: 'Paged Producer' });
    const member = await memberOf(base, { processorUser: true, clientAssignment: c.id });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await member.post(`/api/client/${c.id}/product`, {
        name: `Product ${i}`,
        brand: c.brands[0],
        productCategory: 'Edible',
        productType: 'Gummy',
      });
      made.push(r.body.product._id);
    }
    expect((await member.del(`/api/client/${c.id}/product/${made[5]}`)).status).toBe(200);
    const walk = async (deleted: boolean) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q = new URLSearchParams({
          limit: '3',
          ...(cursor ? { cursor } : {}),
          ...(deleted ? { deleted: 'true' } : {}),
        });
        const r = await member.get(`/api/client/${c.id}/products?${q}`);
        expect(r.status).toBe(200);
        expect(r.body.products.length).toBeLessThanOrEqual(3);
        seen.push(...r.body.products.map((p: Product) => p._id));
        cursor = r.body.nextCursor;
      } while (cursor);
      return seen;
    };
    // the deleted one changed last, so it is first when shown
    expect(await walk(true)).toEqual([made[5], ...[...made].reverse().filter((id) => id !== made[5])]);
    expect(await walk(false)).toEqual([...made].reverse().filter((id) => id !== made[5]));
    const other = await memberA.get(`/api/client/${c.id}/products`);
    expect(other.status).toBe(403);
    const bad = await member.get(
      `/api/client/${c.id}/products?cursor=${Buffer.from(JSON.stringify({ pk: 'x' })).toString('base64url')}`,
    );
    expect(bad.status).toBe(400);
  });

  it('edits a product over the version read; availability needs a latest lot', async () => {
    const made = (await memberA.post(`/api/client/${a.id}/product`, body({ name: 'Edited' }))).body.product as Product;
    const r = await memberA.put(
      `/api/client/${a.id}/product/${made._id}`,
      body({
        name: 'Edited Twice',
        brand: a.brands[1],
        productName: 'Reserve',
        strain: 'OG Kush',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.product).toMatchObject({
      _id: made._id,
      name: 'Edited Twice',
      productName: 'Reserve',
      brand: { _id: a.brands[1], name: 'A Extracts' },
      strain: 'OG Kush',
      createdAt: made.createdAt,
    });
    expect(r.body.product.updatedAt > made.updatedAt).toBe(true);
    const on = await memberA.put(`/api/client/${a.id}/product/${made._id}`, body({ available: true }));
    expect(on).toMatchObject({
      status: 400,
      body: { errorMessage: expect.stringContaining(productMessages.selectTestResult) },
    });
  });

  it('soft-deletes: the product stays, inactive and unavailable, and a second delete changes nothing', async () => {
    const made = (await memberA.post(`/api/client/${a.id}/product`, body({ name: 'Going' }))).body.product as Product;
    const gone = await memberA.del(`/api/client/${a.id}/product/${made._id}`);
    expect(gone.body.product).toMatchObject({ _id: made._id, active: false, available: false, name: 'Going' });
    const again = await memberA.del(`/api/client/${a.id}/product/${made._id}`);
    expect(again.body.product).toEqual(gone.body.product);
    const item = (await stored(a.id)).find((i) => i._id === made._id);
    expect(item).toMatchObject({ active: false, createdAt: made.createdAt });
    // still there for history: the public product page answers it
    expect((await fetch(`${base}/api/consumer/product/${made._id}`)).status).toBe(200);
  });

  it("never lets producer A read or change producer B's products, nor a dispensary edit a producer's", async () => {
    const theirs = (await memberB.post(`/api/client/${b.id}/product`, { ...body(), brand: b.brands[0] })).body
      .product as Product;
    const before = (await memberB.get(`/api/client/${b.id}/product/getById/${theirs._id}`)).body;
    // through B's path: the route refuses A before reading anything
    for (const r of [
      await memberA.get(`/api/client/${b.id}/products`),
      await memberA.get(`/api/client/${b.id}/product/getById/${theirs._id}`),
      await memberA.put(`/api/client/${b.id}/product/${theirs._id}`, body({ brand: b.brands[0] })),
      await memberA.del(`/api/client/${b.id}/product/${theirs._id}`),
      await memberA.post(`/api/client/${b.id}/product`, body({ brand: b.brands[0] })),
    ])
      expect(r.status).toBe(403);
    // through A's own path: B's product is not one of A's
    for (const r of [
      await memberA.get(`/api/client/${a.id}/product/getById/${theirs._id}`),
      await memberA.put(`/api/client/${a.id}/product/${theirs._id}`, body()),
      await memberA.del(`/api/client/${a.id}/product/${theirs._id}`),
    ])
      expect(r).toMatchObject({ status: 404, body: { errorMessage: productMessages.productNotFound } });
    const byId = await memberA.post(`/api/client/${a.id}/product/getAllById`, { ids: [theirs._id] });
    expect(byId.body.products).toEqual([]);

    const dispensary = await freshCompany({ type: 'dispensary', name: 'Test Dispensary', brands: [] });
    const budtender = await memberOf(base, { dispensaryUser: true, clientAssignment: dispensary.id });
    expect(
      (await budtender.put(`/api/client/${b.id}/product/${theirs._id}`, body({ brand: b.brands[0] }))).status,
    ).toBe(403);
    expect(
      (await budtender.put(`/api/client/${dispensary.id}/product/${theirs._id}`, body({ brand: b.brands[0] }))).status,
    ).toBe(404);
    const own = await budtender.post(`/api/client/${dispensary.id}/product`, body({ brand: b.brands[0] }));
    expect(own).toMatchObject({ status: 403, body: { errorMessage: productMessages.onlyProducers } });

    expect((await memberB.get(`/api/client/${b.id}/product/getById/${theirs._id}`)).body).toEqual(before);
    // an admin opens any producer
    expect((await admin.get(`/api/client/${b.id}/product/getById/${theirs._id}`)).status).toBe(200);
  });

  it('makes one product per import key, however often and however concurrently the row is sent', async () => {
    const c = await freshCompany({ name: 'Import Producer' });
    const member = await memberOf(base, { processorUser: true, clientAssignment: c.id });
    const row = {
      name: 'Imported',
      brand: c.brands[0],
      productCategory: 'Topical',
      productType: 'Balm',
      importKey: 'csv-test-row-0001',
    };
    const answers = await Promise.all([1, 2, 3].map(() => member.post(`/api/client/${c.id}/product`, row)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.body.created)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.product._id)).size).toBe(1);
    const later = await member.post(`/api/client/${c.id}/product`, row);
    expect(later.body).toMatchObject({ created: false, product: { _id: answers[0]!.body.product._id } });
    expect(await stored(c.id)).toHaveLength(1);
  });

  it("takes images that are this company's confirmed uploads, and nothing else", async () => {
    const { confirm } = await upload(
      memberA,
      a.id,
      { name: 'p.png', type: 'image/png', purpose: 'product' },
      pngBytes(),
    );
    expect(confirm.status).toBe(200);
    const link = confirm.body.upload.url as string;
    const made = await memberA.post(
      `/api/client/${a.id}/product`,
      body({ name: 'Pictured', featureImage: link, mediaGallery: [link] }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.product).toMatchObject({ featureImage: link, mediaGallery: [link] });
    // B may not point at A's upload, nor anyone at an address typed in
    const theirs = await memberB.post(`/api/client/${b.id}/product`, {
      ...body(),
      brand: b.brands[0],
      featureImage: link,
    });
    expect(theirs).toMatchObject({ status: 400, body: { errorMessage: uploadMessages.notAnUpload } });
    const typed = await memberA.post(
      `/api/client/${a.id}/product`,
      body({ backgroundImage: 'https://example.com/x.png' }),
    );
    expect(typed).toMatchObject({ status: 400, body: { errorMessage: uploadMessages.notAnUpload } });
    // an edit that leaves the image out removes it; the kept one needs no new upload
    const edited = await memberA.put(
      `/api/client/${a.id}/product/${made.body.product._id}`,
      body({ name: 'Pictured', mediaGallery: [link] }),
    );
    expect(edited.body.product.featureImage).toBeUndefined();
    expect(edited.body.product.mediaGallery).toEqual([link]);
  });
});

describe('the option lists', () => {
  it("lists the client's own brands, and another client's only for an admin", async () => {
    const own = await memberA.get(`/api/client/${a.id}/client/${a.id}/keypairs/brands`);
    expect(own.body.options.map((o: { name: string }) => o.name)).toEqual(['A Extracts', 'A Farms']);
    expect((await memberA.get(`/api/client/${a.id}/client/${b.id}/keypairs/brands`)).status).toBe(403);
    const asAdmin = await admin.get(`/api/client/${a.id}/client/${b.id}/keypairs/brands`);
    expect(asAdmin.body.options).toEqual([{ _id: b.brands[0], name: 'B Farms' }]);
  });

  it('lists labs, producers, every company, product types and strains', async () => {
    const labs = (await memberA.get(`/api/client/${a.id}/client/keypairs/labs`)).body.options;
    expect(labs.map((l: { _id: string }) => l._id)).toContain(makeId(3, 0));
    const producers = (await memberA.get(`/api/client/${a.id}/producers`)).body.options;
    expect(producers.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([a.id, b.id, makeId(1, 0)]));
    expect(producers.map((p: { _id: string }) => p._id)).not.toContain(makeId(2, 0));
    const all = (await memberA.get(`/api/client/${a.id}/clientList`)).body.options;
    expect(all.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([a.id, makeId(2, 0), makeId(3, 0)]));
    expect(Object.keys(all[0]).sort()).toEqual(['_id', 'name']);
    const types = (await memberA.get(`/api/client/${a.id}/productTypeList`)).body.productTypes;
    expect(types.Flower).toContain('Indoor');
    const strains = (await memberA.get(`/api/client/${a.id}/strainList`)).body.strains;
    expect(strains[0]).toBe('Not Available');
    expect(strains).toContain('Blue Dream');
  });
});
