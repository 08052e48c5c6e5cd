import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import { demo } from '#test/support/ids';
import { freshStore, producerProducts } from '#test/support/kiosk';
import { session } from '#test/support/session';

// The store's kiosk fields on its Kiosk Inventory (docs/kiosk.md 'The store's kiosk fields'): a
// store edits what it carries, one product or many, the kiosk's cards and key pairs show it, and no
// store reaches another's entries.

const base = inject('baseUrl');
const anyone = session(base);

type Store = Awaited<ReturnType<typeof freshStore>>;
let store: Store;
let other: Store;
const ids = producerProducts.slice(0, 4).map((p) => p._id);

beforeAll(async () => {
  [store, other] = await Promise.all([
    freshStore(base, { pro: true, name: 'Inventory Edit Store', products: ids }),
    freshStore(base, { pro: true, name: 'Inventory Other Store', products: ids.slice(0, 2) }),
  ]);
});

const cards = async (clientId: string) =>
  (await anyone.get(`/api/kiosk/${clientId}/products?limit=200`)).body.products as {
    _id: string;
    price?: { amount: number; unit: string };
    size?: string;
    stock?: string | number;
    featured?: boolean;
    updatedAt: string;
  }[];
/** One card as the idle refresh reads it (by id: never through the pages' 5 s cache), or undefined when not shown. */
const cardOf = async (clientId: string, id: string) =>
  (
    (await anyone.get(`/api/kiosk/${clientId}/products/byId?ids=${id}`)).body.products as Awaited<
      ReturnType<typeof cards>
    >
  )[0];
const keyPairs = async (clientId: string) =>
  (await anyone.get(`/api/kiosk/${clientId}/keyPair`)).body.keyPairs as Record<string, string>;

describe("a store's kiosk fields", () => {
  it('saves one product as a whole, shows it on the kiosk and moves its key pair', async () => {
    const id = ids[0]!;
    const before = await keyPairs(store.id);
    const r = await store.staff.put(`/api/client/${store.id}/distributions/products/${id}/kiosk`, {
      price: 32.5,
      unit: 'eighth',
      size: '3.5 g',
      stock: 3,
      featured: true,
      note: 'Reorder Friday',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      error: false,
      product: id,
      kiosk: { price: 32.5, unit: 'eighth', size: '3.5 g', stock: 3, featured: true, note: 'Reorder Friday' },
    });
    const after = await keyPairs(store.id);
    expect(after[id]! > before[id]!).toBe(true);
    expect(after[id]).toBe(r.body.kiosk.updatedAt);
    const card = (await cardOf(store.id, id))!;
    expect(card).toMatchObject({ price: { amount: 32.5, unit: 'eighth' }, size: '3.5 g', stock: 3, featured: true });
    expect(card.updatedAt).toBe(after[id]);
    // the note is the store's own: never on a shopper's card
    expect(JSON.stringify(card)).not.toContain('Reorder Friday');
    // the store's list shows the fields
    const list = await store.staff.get(`/api/client/${store.id}/distributions/products/approved?limit=100`);
    expect(list.body.products.find((p: { product: { _id: string } }) => p.product._id === id).kiosk).toMatchObject({
      note: 'Reorder Friday',
    });
    // a whole replacement clears what it leaves out
    const cleared = await store.staff.put(`/api/client/${store.id}/distributions/products/${id}/kiosk`, { stock: 0 });
    expect(cleared.body.kiosk).not.toHaveProperty('price');
    expect(await cardOf(store.id, id)).toMatchObject({ stock: 'out' });
    // the pages a tablet loads say it too, once their 5 s in the warm function are over
    await expect.poll(async () => (await cards(store.id)).find((c) => c._id === id)).toMatchObject({ stock: 'out' });
  });

  it('hides a product from every kiosk read and shows it again', async () => {
    const id = ids[1]!;
    const put = (hidden: boolean) =>
      store.staff.put(`/api/client/${store.id}/distributions/products/${id}/kiosk`, { hidden });
    expect((await put(true)).status).toBe(200);
    await expect.poll(async () => (await cards(store.id)).map((c) => c._id)).not.toContain(id);
    expect(await keyPairs(store.id)).not.toHaveProperty(id);
    const byId = await anyone.get(`/api/kiosk/${store.id}/products/byId?ids=${id}`);
    expect(byId.body.products).toEqual([]);
    // the other store carrying it is not touched
    expect(await cardOf(other.id, id)).toBeDefined();
    expect((await put(false)).status).toBe(200);
    expect(await cardOf(store.id, id)).toBeDefined();
    await expect.poll(async () => (await cards(store.id)).map((c) => c._id)).toContain(id);
  });

  it('edits several products at once, keeping the fields a change leaves out', async () => {
    await store.staff.put(`/api/client/${store.id}/distributions/products/${ids[2]}/kiosk`, {
      price: 20,
      unit: 'each',
      note: 'Keep',
    });
    const r = await store.staff.post(`/api/client/${store.id}/distributions/products/kiosk`, {
      ids: [ids[2], ids[3], demo.unknownId],
      set: { stock: 'out', featured: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      {
        product: ids[2],
        ok: true,
        kiosk: expect.objectContaining({ price: 20, note: 'Keep', stock: 'out', featured: true }),
      },
      { product: ids[3], ok: true, kiosk: expect.objectContaining({ stock: 'out', featured: true }) },
      { product: demo.unknownId, ok: false, errorMessage: distributionMessages.notCarried },
    ]);
    expect(await cardOf(store.id, ids[3]!)).toMatchObject({ stock: 'out', featured: true });
    const empty = await store.staff.post(`/api/client/${store.id}/distributions/products/kiosk`, {
      ids: [ids[2]],
      set: {},
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(distributionMessages.bulkKioskEmpty);
  });

  it('refuses bad fields', async () => {
    const put = (body: unknown) =>
      store.staff.put(`/api/client/${store.id}/distributions/products/${ids[0]}/kiosk`, body);
    for (const body of [
      { price: -1 },
      { price: 1_000_000 },
      // finer than a cent, and beyond what the table keeps
      { price: 1.005 },
      { price: 5e-324 },
      { unit: 'bushel' },
      { stock: 'some' },
      { stock: 2.5 },
      { note: 'x'.repeat(201) },
      { size: 'x'.repeat(41) },
      { other: true },
    ])
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    const many = Array.from({ length: 101 }, () => ids[0]);
    expect(
      (
        await store.staff.post(`/api/client/${store.id}/distributions/products/kiosk`, {
          ids: many,
          set: { hidden: false },
        })
      ).status,
    ).toBe(400);
  });

  it("never reaches another store's entries", async () => {
    // the other store's member names the first store's company: refused by the access rule
    const foreign = await other.staff.put(`/api/client/${store.id}/distributions/products/${ids[0]}/kiosk`, {
      price: 1,
    });
    expect(foreign.status).toBe(403);
    const foreignBulk = await other.staff.post(`/api/client/${store.id}/distributions/products/kiosk`, {
      ids: [ids[0]],
      set: { hidden: true },
    });
    expect(foreignBulk.status).toBe(403);
    // its own company's key never names the first store's entry: a product it does not carry is refused
    const notCarried = await other.staff.put(`/api/client/${other.id}/distributions/products/${ids[3]}/kiosk`, {
      price: 1,
    });
    expect(notCarried.status).toBe(404);
    expect(notCarried.body.errorMessage).toBe(distributionMessages.notCarried);
    const bulk = await other.staff.post(`/api/client/${other.id}/distributions/products/kiosk`, {
      ids: [ids[3]],
      set: { hidden: true },
    });
    expect(bulk.body.results).toEqual([{ product: ids[3], ok: false, errorMessage: distributionMessages.notCarried }]);
    expect(await cardOf(store.id, ids[3]!)).toBeDefined();
  });

  it('refuses a product the store dropped (409) and keeps its fields for when it carries it again', async () => {
    const id = ids[0]!;
    await store.staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/denied`);
    const r = await store.staff.put(`/api/client/${store.id}/distributions/products/${id}/kiosk`, { price: 9 });
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toBe(distributionMessages.notCarried);
    await store.staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/approved`);
    expect(await cardOf(store.id, id)).toMatchObject({ stock: 'out' });
  });
});
