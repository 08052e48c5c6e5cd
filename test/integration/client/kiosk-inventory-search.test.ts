import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { freshCompany, memberOf } from '#test/support/producers';
import { setDistribution } from '#test/support/data/distributions';
import { everyMatch } from '#test/support/kiosk-inventory';

// The Kiosk Inventory's search box (docs/kiosk.md 'Searching the inventory'): the store's list of
// what it carries narrowed on the server by product name, brand or strain, a page at a time, kept
// current when a product or its brand is renamed, and never reaching another store's entries.

const base = inject('baseUrl');

type Member = Awaited<ReturnType<typeof memberOf>>;
let producer: { id: string; brands: string[] };
let maker: Member;
let store: { id: string };
let other: { id: string };
let staff: Member;
let otherStaff: Member;
const made: Record<string, string> = {};

const product = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  brand: producer.brands[0],
  productCategory: 'Flower',
  productType: 'Indoor',
  ...over,
});

/** The producer offers the product to the store and the store's member accepts it, as the pages do. */
async function carry(id: string, dispensary: string, member: Member) {
  const offered = await maker.put(`/api/client/${producer.id}/product/${id}/distribution`, { dispensary });
  expect(offered.status).toBe(200);
  const accepted = await member.post(`/api/client/${dispensary}/distributions/products/${id}/setstatus/approved`);
  expect(accepted.status).toBe(200);
}

const inventory = (member: Member, clientId: string, query: string) =>
  member.get(`/api/client/${clientId}/distributions/products/approved?${query}`);

beforeAll(async () => {
  producer = await freshCompany({ name: 'Search Producer', brands: ['Orchard Search Farms'] });
  maker = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
  store = await freshCompany({ type: 'dispensary', name: 'Search Store', brands: [] });
  other = await freshCompany({ type: 'dispensary', name: 'Search Other Store', brands: [] });
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  otherStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: other.id });
  for (const [name, over] of [
    ['Zephyr Kush', {}],
    ['Zephyr Haze', {}],
    ['Zephyr Mints', {}],
    ['Morning Glow', { strain: 'Lemon Tree' }],
    ['Zephyr Elsewhere', {}],
  ] as const) {
    const r = await maker.post(`/api/client/${producer.id}/product`, product(name, over));
    expect(r.status).toBe(200);
    made[name] = r.body.product._id;
  }
  // one at a time: the inventory's order is the entries' order
  for (const name of ['Zephyr Kush', 'Zephyr Haze', 'Zephyr Mints', 'Morning Glow'])
    await carry(made[name]!, store.id, staff);
  await carry(made['Zephyr Elsewhere']!, other.id, otherStaff);
  await carry(made['Zephyr Kush']!, other.id, otherStaff);
});

describe("the Kiosk Inventory's search", () => {
  it("finds the store's products by name in any case, page after page, and none of another store's", async () => {
    expect(await everyMatch(staff, store.id, 'ZEPHYR')).toEqual(['Zephyr Haze', 'Zephyr Kush', 'Zephyr Mints']);
    const first = await inventory(staff, store.id, 'search=zephyr&limit=2');
    expect(first.body.products).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // the other store carries its own product and one they share, each list its own
    expect(await everyMatch(otherStaff, other.id, 'zephyr')).toEqual(['Zephyr Elsewhere', 'Zephyr Kush']);
    // a member of one store never reads the other's list, and a cursor of one list is refused on the other
    expect((await inventory(staff, other.id, 'search=zephyr')).status).toBe(403);
    const aimed = await inventory(otherStaff, other.id, `search=zephyr&cursor=${first.body.nextCursor}`);
    expect(aimed.status).toBe(400);
  });

  it('finds by brand and strain, and answers an empty page for text nothing holds', async () => {
    expect(await everyMatch(staff, store.id, 'orchard search')).toHaveLength(4);
    expect(await everyMatch(staff, store.id, 'lemon')).toEqual(['Morning Glow']);
    const none = await inventory(staff, store.id, 'search=nothing-holds-this');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ products: [], nextCursor: null });
    // without a search the list is whole, as it was
    expect((await inventory(staff, store.id, 'limit=100')).body.products).toHaveLength(4);
  });

  it("refuses text shorter than the kiosk's search length", async () => {
    const r = await inventory(staff, store.id, 'search=%20ze%20');
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toContain(storefrontMessages.searchTooShort);
  });

  it('finds a renamed product by its new name, and a renamed brand by its new name', async () => {
    const id = made['Zephyr Mints']!;
    const current = (await maker.get(`/api/client/${producer.id}/product/getById/${id}`)).body.product;
    const renamed = await maker.put(`/api/client/${producer.id}/product/${id}`, product('Quasar Bloom'));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(current.name).toBe('Zephyr Mints');
    expect(await everyMatch(staff, store.id, 'quasar')).toEqual(['Quasar Bloom']);
    expect(await everyMatch(staff, store.id, 'zephyr')).toEqual(['Zephyr Haze', 'Zephyr Kush']);
    const brand = await maker.put(`/api/client/${producer.id}/brand/${producer.brands[0]}`, {
      name: 'Nebula Growers',
    });
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    expect(await everyMatch(staff, store.id, 'nebula')).toHaveLength(4);
    expect(await everyMatch(staff, store.id, 'orchard search')).toEqual([]);
    // the other store's entry of a shared product follows the brand too
    expect(await everyMatch(otherStaff, other.id, 'nebula')).toEqual(['Zephyr Elsewhere', 'Zephyr Kush']);
  });

  it('matches an entry written before entries held their search text against its product', async () => {
    await setDistribution(made['Morning Glow']!, store.id, { status: 'approved' }, ['searchText']);
    expect(await everyMatch(staff, store.id, 'morning')).toEqual(['Morning Glow']);
    expect(await everyMatch(staff, store.id, 'kush')).toEqual(['Zephyr Kush']);
  });
});
