import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshCompany, memberOf } from '#test/support/producers';
import { addBrand } from '#test/support/data/brands';
import { setProduct } from '#test/support/data/products';
import { everyMatch } from '#test/support/kiosk-inventory';

// The Kiosk Inventory's search text (docs/kiosk.md 'Searching the inventory') kept current on each
// path that changes what it holds, beyond a first save that renames: a product or brand save sent
// again after its answer was lost, a product whose copy of its brand's name lags the brand (renamed,
// offered, requested), and products an admin moved to another producer (setProductOwner, a
// transfer) that their new owner re-branded.

const base = inject('baseUrl');

type Member = Awaited<ReturnType<typeof memberOf>>;
let producer: { id: string; brands: string[] };
let maker: Member;
let store: { id: string };
let staff: Member;
let admin: Member;
const made: Record<string, string> = {};

const product = (name: string, brand: string, over: Record<string, unknown> = {}) => ({
  name,
  brand,
  productCategory: 'Flower',
  productType: 'Indoor',
  ...over,
});

/** The producer offers the product to the store and the store's member accepts it, as the pages do. */
async function carry(id: string) {
  const offered = await maker.put(`/api/client/${producer.id}/product/${id}/distribution`, { dispensary: store.id });
  expect(offered.status).toBe(200);
  const accepted = await staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/approved`);
  expect(accepted.status).toBe(200);
}

/** The names the store's search finds. */
const found = (search: string) => everyMatch(staff, store.id, search, 100);

beforeAll(async () => {
  producer = await freshCompany({ name: 'Kept Producer', brands: ['Cobalt Kept Farms', 'Harbor Light Kept'] });
  maker = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
  store = await freshCompany({ type: 'dispensary', name: 'Kept Store', brands: [] });
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  admin = await memberOf(base, { adminUser: true });
  for (const [name, brand] of [
    ['Solstice Kushkept', producer.brands[0]!],
    ['Tidal Gemkept', producer.brands[1]!],
    ['Meridian Hazekept', producer.brands[0]!],
  ] as const) {
    const r = await maker.post(`/api/client/${producer.id}/product`, product(name, brand));
    expect(r.status).toBe(200);
    made[name] = r.body.product._id as string;
    await carry(r.body.product._id as string);
  }
});

describe("the Kiosk Inventory's search text", () => {
  it('follows a product save sent again after the first one wrote the product and lost its answer', async () => {
    const id = made['Solstice Kushkept']!;
    // what the first save left: the product renamed, its stores' entries not yet reached
    await setProduct(id, { name: 'Equinox Kushkept' });
    expect(await found('equinox kushkept')).toEqual([]);
    const again = await maker.put(
      `/api/client/${producer.id}/product/${id}`,
      product('Equinox Kushkept', producer.brands[0]!),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await found('equinox kushkept')).toEqual(['Equinox Kushkept']);
    expect(await found('solstice')).toEqual([]);
  });

  it('follows a brand save sent again after the first one renamed the brand and lost its answer', async () => {
    const brand = producer.brands[1]!;
    const now = new Date().toISOString();
    // what the first save left: the brand item renamed, its products' copies and entries not
    await addBrand({
      _id: brand,
      name: 'Beacon Ridge Kept',
      mediaGallery: [],
      producer: producer.id,
      createdAt: now,
      updatedAt: now,
    });
    expect(await found('beacon ridge')).toEqual([]);
    const again = await maker.put(`/api/client/${producer.id}/brand/${brand}`, { name: 'Beacon Ridge Kept' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await found('beacon ridge')).toEqual(['Tidal Gemkept']);
    expect(await found('harbor light')).toEqual([]);
    // and the product's own copy of the name, which the client's product list shows
    const stored = await maker.get(`/api/client/${producer.id}/product/getById/${made['Tidal Gemkept']}`);
    expect(stored.body.product.brand.name).toBe('Beacon Ridge Kept');
  });

  it("writes the brand item's name, not a product's lagging copy of it", async () => {
    const id = made['Tidal Gemkept']!;
    // a product written back as read before the rename (a transfer's batch racing the brand save)
    await setProduct(id, { brand: { _id: producer.brands[1]!, name: 'Harbor Light Kept' } });
    const again = await maker.put(`/api/client/${producer.id}/brand/${producer.brands[1]}`, {
      name: 'Beacon Ridge Kept',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await found('beacon ridge')).toEqual(['Tidal Gemkept']);
    expect(await found('harbor light')).toEqual([]);
  });

  it("writes a new entry with the brand item's name when the product's copy of it lags, offered or requested", async () => {
    for (const [name, how] of [
      ['Lantern Offeredkept', 'offer'],
      ['Lantern Requestedkept', 'request'],
    ] as const) {
      const r = await maker.post(`/api/client/${producer.id}/product`, product(name, producer.brands[1]!));
      expect(r.status).toBe(200);
      const id = r.body.product._id as string;
      // the product written back as read before the brand's rename, as a transfer's batch may
      await setProduct(id, { brand: { _id: producer.brands[1]!, name: 'Harbor Light Kept' } });
      if (how === 'offer') await carry(id);
      else {
        const asked = await staff.post(`/api/client/${store.id}/product/${id}/distribution`);
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        const approved = await maker.post(`/api/client/${producer.id}/product/${id}/distribution/setstatus/approved`, {
          dispensary: store.id,
        });
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      }
    }
    expect(await found('beacon ridge')).toEqual(['Lantern Offeredkept', 'Lantern Requestedkept', 'Tidal Gemkept']);
    expect(await found('harbor light')).toEqual([]);
  });

  it('follows a product an admin moved to another producer once its new owner gives it its own brand', async () => {
    const id = made['Meridian Hazekept']!;
    const other = await freshCompany({ name: 'Kept New Owner', brands: ['Northwind Kept Co'] });
    const owner = await memberOf(base, { processorUser: true, clientAssignment: other.id });
    const current = (await maker.get(`/api/client/${producer.id}/product/getById/${id}`)).body.product;
    const moved = await admin.put(`/api/admin/setProductOwner/${id}`, {
      producer: other.id,
      updatedAt: current.updatedAt,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // the move keeps its name, brand and strain: the store finds it as before
    expect(await found('meridian')).toEqual(['Meridian Hazekept']);
    const saved = await owner.put(
      `/api/client/${other.id}/product/${id}`,
      product('Meridian Hazekept', other.brands[0]!, { strain: 'Blue Dream' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await found('northwind kept')).toEqual(['Meridian Hazekept']);
    expect(await found('blue dream')).toEqual(['Meridian Hazekept']);
    expect(await found('cobalt kept')).toEqual(['Equinox Kushkept']);
  });

  it('follows products a transfer moved to another producer, then re-branded by their new owner', async () => {
    const from = await freshCompany({ name: 'Kept Transfer From', brands: ['Quarry Kept Growers'] });
    const to = await freshCompany({ name: 'Kept Transfer To', brands: ['Summit Kept Co'] });
    const fromMaker = await memberOf(base, { processorUser: true, clientAssignment: from.id });
    const toMaker = await memberOf(base, { processorUser: true, clientAssignment: to.id });
    const made = await fromMaker.post(`/api/client/${from.id}/product`, product('Granite Glowkept', from.brands[0]!));
    expect(made.status).toBe(200);
    const id = made.body.product._id as string;
    const offered = await fromMaker.put(`/api/client/${from.id}/product/${id}/distribution`, { dispensary: store.id });
    expect(offered.status).toBe(200);
    const accepted = await staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/approved`);
    expect(accepted.status).toBe(200);
    const start = await admin.post('/api/admin/transferEntityProducts', { from: from.id, to: to.id });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await expect
      .poll(
        async () => (await admin.get(`/api/admin/productTransfers/${start.body.transfer._id}`)).body.transfer.status,
      )
      .toBe('done');
    // the transfer keeps each product's name, brand and strain: the store finds it as before
    expect(await found('granite glow')).toEqual(['Granite Glowkept']);
    expect(await found('quarry kept')).toEqual(['Granite Glowkept']);
    const saved = await toMaker.put(`/api/client/${to.id}/product/${id}`, product('Granite Glowkept', to.brands[0]!));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await found('summit kept')).toEqual(['Granite Glowkept']);
    expect(await found('quarry kept')).toEqual([]);
  });
});
