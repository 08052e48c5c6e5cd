import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as consumerMessages from '#shared/messages/consumer';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { demo } from '#test/support/ids';
import { elsewhere, freshStore, producerProducts, touchProduct } from '#test/support/kiosk';
import { session } from '#test/support/session';

// The kiosk storefront's public reads on the seeded runtime, against stores of the test's own that
// carry the demo producer's products: a Pro store shows its whole inventory, a free one its first 6.

const base = inject('baseUrl');
const anyone = session(base);

interface Card {
  _id: string;
  name: string;
  brand: { _id: string; name: string };
  productCategory: string;
  testResult?: { _id: string; thcTotal: number };
  updatedAt: string;
}

let pro: { id: string; products: string[] };
let free: { id: string; products: string[] };
beforeAll(async () => {
  [pro, free] = await Promise.all([
    freshStore(base, { pro: true, name: 'Kiosk Pro Store' }),
    freshStore(base, { name: 'Kiosk Free Store' }),
  ]);
});

/** Every page of a store's inventory, following the cursor. */
async function inventory(clientId: string, limit: number) {
  const cards: Card[] = [];
  let cursor: string | null = null;
  let limited = false;
  do {
    const r = await anyone.get(`/api/kiosk/${clientId}/products?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(r.status).toBe(200);
    cards.push(...(r.body.products as Card[]));
    cursor = r.body.nextCursor as string | null;
    limited = r.body.limited as boolean;
  } while (cursor);
  return { cards, limited };
}

describe('the kiosk storefront', () => {
  it("answers a store's facts and the category chips, Extract shown as Concentrate", async () => {
    const r = await anyone.get(`/api/kiosk/${pro.id}/storefront`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      _id: pro.id,
      name: 'Kiosk Pro Store',
      premiumEnabled: true,
      loyaltyEnabled: false,
      cartEnabled: false,
      lockable: false,
      categories: [
        { value: 'Flower', label: 'Flower' },
        { value: 'Edible', label: 'Edible' },
        { value: 'Extract/Concentrate', label: 'Concentrate' },
        { value: 'Topical', label: 'Topical' },
      ],
    });
    expect((await anyone.get(`/api/kiosk/${free.id}/storefront`)).body.premiumEnabled).toBe(false);
  });

  it('answers 404 for an unknown store on every call, and 400 for bad input', async () => {
    const unknown = demo.unknownId;
    for (const path of [
      `/api/kiosk/${unknown}/storefront`,
      `/api/kiosk/${unknown}/products`,
      `/api/kiosk/${unknown}/keyPair`,
      `/api/kiosk/${unknown}/products/byId?ids=${demo.blueDream}`,
      `/api/kiosk/${unknown}/similar/atLocation/${demo.blueDream}`,
    ]) {
      const r = await anyone.get(path);
      expect(r.status, path).toBe(404);
      expect(r.body.errorMessage, path).toBe(storefrontMessages.storeNotFound);
    }
    expect((await anyone.post(`/api/kiosk/${unknown}/search`, { searchString: 'gelato' })).status).toBe(404);
    expect((await anyone.get(`/api/kiosk/not-an-id/storefront`)).status).toBe(400);
    expect((await anyone.get(`/api/kiosk/${pro.id}/products?limit=0`)).status).toBe(400);
    expect((await anyone.get(`/api/kiosk/${pro.id}/products?limit=201`)).status).toBe(400);
    expect((await anyone.get(`/api/kiosk/${pro.id}/products/byId?ids=`)).status).toBe(400);
    expect((await anyone.get(`/api/kiosk/${pro.id}/products/byId?ids=${demo.blueDream},nope`)).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => demo.blueDream).join(',');
    expect((await anyone.get(`/api/kiosk/${pro.id}/products/byId?ids=${tooMany}`)).status).toBe(400);
    const short = await anyone.post(`/api/kiosk/${pro.id}/search`, { searchString: ' ge ' });
    expect(short).toMatchObject({ status: 400 });
    expect(short.body.errorMessage).toContain(storefrontMessages.searchTooShort);
    const product = await anyone.get(`/api/kiosk/${pro.id}/similar/atLocation/${demo.unknownId}`);
    expect(product).toMatchObject({ status: 404, body: { errorMessage: consumerMessages.productNotFound } });
  });

  it("answers a Pro store's whole inventory as cards with their badges, page by page", async () => {
    const { cards, limited } = await inventory(pro.id, 4);
    expect(limited).toBe(false);
    expect(cards.map((c) => c._id).sort()).toEqual([...pro.products].sort());
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);
    const gelato = producerProducts.find((p) => p.name === 'Gelato')!;
    expect(cards.find((c) => c._id === gelato._id)).toMatchObject({
      name: 'Gelato',
      brand: { name: 'Sun Valley Select' },
      productCategory: 'Flower',
      testResult: { thcTotal: expect.any(Number) },
    });
    // one page holds them all when asked for enough
    const one = await anyone.get(`/api/kiosk/${pro.id}/products?limit=200`);
    expect(one.body.nextCursor).toBeNull();
    expect(one.body.products).toHaveLength(pro.products.length);
    // a page that holds exactly the rest names no next page, so no request comes back empty
    const exact = await anyone.get(`/api/kiosk/${pro.id}/products?limit=${pro.products.length}`);
    expect(exact.body.products).toHaveLength(pro.products.length);
    expect(exact.body.nextCursor).toBeNull();
    const short = await anyone.get(`/api/kiosk/${pro.id}/products?limit=${pro.products.length - 1}`);
    const rest = await anyone.get(`/api/kiosk/${pro.id}/products?limit=1&cursor=${short.body.nextCursor}`);
    expect(rest.body.products).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('gives a free store its first 6 products only, and says it is limited', async () => {
    expect(free.products.length).toBeGreaterThan(6);
    const r = await anyone.get(`/api/kiosk/${free.id}/products`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ limited: true, nextCursor: null });
    const shown = (r.body.products as Card[]).map((c) => c._id);
    expect(shown).toHaveLength(6);
    for (const id of shown) expect(free.products).toContain(id);
    // the same 6 when a shorter page is asked for
    const short = await anyone.get(`/api/kiosk/${free.id}/products?limit=2`);
    expect(short.body).toMatchObject({ limited: true, nextCursor: null });
    expect((short.body.products as Card[]).map((c) => c._id)).toEqual(shown);
    // the key pairs, by id and search see the same 6
    const pairs = (await anyone.get(`/api/kiosk/${free.id}/keyPair`)).body.keyPairs as Record<string, string>;
    expect(Object.keys(pairs).sort()).toEqual([...shown].sort());
    const hidden = free.products.filter((id) => !shown.includes(id));
    const byId = await anyone.get(`/api/kiosk/${free.id}/products/byId?ids=${[shown[0], hidden[0]].join(',')}`);
    expect((byId.body.products as Card[]).map((c) => c._id)).toEqual([shown[0]]);
  });

  it('answers the key pairs of the whole inventory, and a product edit moves its updatedAt', async () => {
    const pairs = (await anyone.get(`/api/kiosk/${pro.id}/keyPair`)).body.keyPairs as Record<string, string>;
    expect(Object.keys(pairs).sort()).toEqual([...pro.products].sort());
    const { cards } = await inventory(pro.id, 200);
    for (const c of cards) expect(pairs[c._id]).toBe(c.updatedAt);
    const edited = pro.products[0]!;
    await touchProduct(edited);
    const after = (await anyone.get(`/api/kiosk/${pro.id}/keyPair`)).body.keyPairs as Record<string, string>;
    expect(after[edited]! > pairs[edited]!).toBe(true);
    const byId = await anyone.get(`/api/kiosk/${pro.id}/products/byId?ids=${edited}`);
    expect(byId.body.products).toEqual([expect.objectContaining({ _id: edited, updatedAt: after[edited] })]);
  });

  it("answers products by id in the order asked, leaving out what the store doesn't carry", async () => {
    const [a, b] = [pro.products[3]!, pro.products[1]!];
    const notCarried = elsewhere._id;
    expect(pro.products).not.toContain(notCarried);
    const r = await anyone.get(
      `/api/kiosk/${pro.id}/products/byId?ids=${[a, notCarried, b, a, demo.unknownId].join(',')}`,
    );
    expect(r.status).toBe(200);
    expect((r.body.products as Card[]).map((c) => c._id)).toEqual([a, b]);
  });

  it('answers similar products that the store carries, nearest first', async () => {
    // a store carrying everything of the demo producer has similar products for most of them
    let checked = 0;
    for (const p of producerProducts.slice(0, 6)) {
      const r = await anyone.get(`/api/kiosk/${pro.id}/similar/atLocation/${p._id}`);
      expect(r.status).toBe(200);
      const ids = (r.body.products as Card[]).map((c) => c._id);
      expect(ids).not.toContain(p._id);
      for (const id of ids) expect(pro.products).toContain(id);
      // the same order as the public answer for its result, kept to what the store carries
      const lot = (await anyone.get(`/api/consumer/product/${p._id}`)).body.latestLot as {
        testResult?: { _id: string };
      } | null;
      if (!lot?.testResult) continue;
      const comps = (await anyone.get(`/api/consumer/productComps/${lot.testResult._id}`)).body as {
        lot: { product: { _id: string } };
      }[];
      const expected = comps.map((e) => e.lot.product._id).filter((id) => id !== p._id && pro.products.includes(id));
      expect(ids).toEqual(expected);
      checked += ids.length;
    }
    expect(checked).toBeGreaterThan(0);
    // the free store shows only its first 6, so its similar products are among them
    const freeShown = ((await anyone.get(`/api/kiosk/${free.id}/products`)).body.products as Card[]).map((c) => c._id);
    const r = await anyone.get(`/api/kiosk/${free.id}/similar/atLocation/${producerProducts[0]!._id}`);
    for (const c of r.body.products as Card[]) expect(freeShown).toContain(c._id);
  });

  it('splits the server search into products in this store and products not in it', async () => {
    const r = await anyone.post(`/api/kiosk/${pro.id}/search`, { searchString: 'gelato' });
    expect(r.status).toBe(200);
    const available = (r.body.available as Card[]).map((c) => c._id);
    const unavailable = (r.body.unavailable as Card[]).map((c) => c._id);
    expect(available.length + unavailable.length).toBeLessThanOrEqual(10);
    const gelato = producerProducts.find((p) => p.name === 'Gelato')!._id;
    expect(available).toContain(gelato);
    for (const id of available) expect(pro.products).toContain(id);
    for (const id of unavailable) expect(pro.products).not.toContain(id);
    // another producer's product is found, not in this store
    const other = await anyone.post(`/api/kiosk/${pro.id}/search`, { searchString: elsewhere.name });
    expect((other.body.unavailable as Card[]).map((c) => c._id)).toContain(elsewhere._id);
    expect((other.body.available as Card[]).map((c) => c._id)).not.toContain(elsewhere._id);
  });
});
