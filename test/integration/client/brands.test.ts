import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as uploadMessages from '#shared/messages/client/uploads';
import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { pngBytes, upload } from '#test/support/uploads';
import { brandKey } from '#lib/brands/keys';
import { removeDistribution } from '#test/support/data/distributions';
import { setUser } from '#test/support/data/users';

const base = inject('baseUrl');
const data = buildDemoData();
const PRODUCER_A = makeId(1, 0);
const PRODUCER_B = makeId(1, 1);

type Session = ReturnType<typeof session>;
let a: Session;
let b: Session;
let admin: Session;

async function signIn(email: string, password: string) {
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email, password })).status).toBe(200);
  return s;
}
const demoSession = (role: string) => {
  const d = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  return signIn(d.email, d.password);
};

/** A processor user of another company (the second demo producer). */
async function memberOf(clientId: string) {
  const email = uniqueEmail('brands');
  const password = 'Brands-Test-2121';
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password,
    passwordVer: password,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  await setUser(r.body.user._id, { processorUser: true, clientAssignment: clientId });
  return signIn(email, password);
}

const brandItem = async (id: string) => await storedItem(brandKey(id));

const image = async (s: Session, clientId: string) => {
  const { confirm } = await upload(s, clientId, { name: 'logo.png', type: 'image/png', purpose: 'brand' }, pngBytes());
  expect(confirm.status).toBe(200);
  return confirm.body.upload.url as string;
};

beforeAll(async () => {
  [a, admin] = await Promise.all([demoSession('producer'), demoSession('admin')]);
  b = await memberOf(PRODUCER_B);
});

describe("a producer's brands", () => {
  it('creates a brand with uploaded images, reads it back and lists it first, ten a page', async () => {
    const [feature, g1, g2] = await Promise.all([image(a, PRODUCER_A), image(a, PRODUCER_A), image(a, PRODUCER_A)]);
    const r = await a.post(`/api/client/${PRODUCER_A}/brand`, {
      name: '  Morning Dew  ',
      shortDescription: 'Sun-grown',
      featureImage: feature,
      mediaGallery: [g1, g2],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const brand = r.body.brand;
    expect(brand).toMatchObject({
      name: 'Morning Dew',
      producer: PRODUCER_A,
      featureImage: feature,
      mediaGallery: [g1, g2],
    });
    expect((await a.get(`/api/client/${PRODUCER_A}/brand/${brand._id}`)).body).toEqual({ error: false, brand });
    // the public brand page shows it too, with its images served
    expect((await fetch(`${base}${feature}`)).status).toBe(200);

    const first = await a.get(`/api/client/${PRODUCER_A}/brands`);
    expect(first.body.brands).toHaveLength(Math.min(10, first.body.brands.length));
    expect(first.body.brands[0]._id).toBe(brand._id);
    expect(first.body.brands.every((x: { producer: string }) => x.producer === PRODUCER_A)).toBe(true);
    const dates = first.body.brands.map((x: { updatedAt: string }) => x.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    // page by page, every brand of the client once
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { brands: { _id: string }[]; nextCursor: string | null } } = await a.get(
        `/api/client/${PRODUCER_A}/brands?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.brands.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.brands.map((x) => x._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    const own = data.brands.filter((x) => x.producer === PRODUCER_A).map((x) => x._id);
    expect(seen).toEqual(expect.arrayContaining([...own, brand._id]));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('requires a name and refuses links that are not confirmed uploads of this company, writing nothing', async () => {
    expect((await a.post(`/api/client/${PRODUCER_A}/brand`, { name: '   ' })).status).toBe(400);
    expect((await a.post(`/api/client/${PRODUCER_A}/brand`, { name: 'x'.repeat(129) })).status).toBe(400);
    const others = await image(b, PRODUCER_B);
    for (const featureImage of [
      'https://elsewhere.example/logo.png',
      `/media/brands/${PRODUCER_A}/${demo.unknownId}.png`,
      others,
      others.replace(PRODUCER_B, PRODUCER_A),
    ]) {
      const r = await a.post(`/api/client/${PRODUCER_A}/brand`, { name: 'Sneaky', featureImage });
      expect(r.body, featureImage).toEqual({ error: true, errorMessage: uploadMessages.notAnUpload });
    }
    const list = await a.get(`/api/client/${PRODUCER_A}/brands?limit=50`);
    expect(list.body.brands.some((x: { name: string }) => x.name === 'Sneaky')).toBe(false);
  });

  it('updates a brand, keeping the images it already had', async () => {
    const created = (await a.post(`/api/client/${PRODUCER_A}/brand`, { name: 'Dusk' })).body.brand;
    const sun = (await a.get(`/api/client/${PRODUCER_A}/brand/${demo.sunValley}`)).body.brand;
    const r = await a.put(`/api/client/${PRODUCER_A}/brand/${created._id}`, {
      name: 'Dusk Farms',
      longDescription: 'Grown at dusk',
    });
    expect(r.body.brand).toMatchObject({ _id: created._id, name: 'Dusk Farms', createdAt: created.createdAt });
    expect(r.body.brand.updatedAt > created.updatedAt).toBe(true);
    // a seeded brand keeps its seeded images through a save
    const kept = await a.put(`/api/client/${PRODUCER_A}/brand/${demo.sunValley}`, {
      name: sun.name,
      shortDescription: sun.shortDescription,
      longDescription: sun.longDescription,
      featureImage: sun.featureImage,
      backgroundImage: sun.backgroundImage,
      mediaGallery: sun.mediaGallery,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.brand).toEqual({ ...sun, updatedAt: kept.body.brand.updatedAt });
  });

  it("never lets producer B read or change producer A's brands", async () => {
    const before = await brandItem(demo.sunValley);
    expect((await b.get(`/api/client/${PRODUCER_A}/brands`)).status).toBe(403);
    expect((await b.get(`/api/client/${PRODUCER_A}/brand/${demo.sunValley}`)).status).toBe(403);
    expect((await b.put(`/api/client/${PRODUCER_A}/brand/${demo.sunValley}`, { name: 'Mine' })).status).toBe(403);
    expect((await b.post(`/api/client/${PRODUCER_A}/brand`, { name: 'Mine' })).status).toBe(403);
    // through B's own company, A's brand is not there
    expect((await b.get(`/api/client/${PRODUCER_B}/brand/${demo.sunValley}`)).status).toBe(404);
    expect((await b.put(`/api/client/${PRODUCER_B}/brand/${demo.sunValley}`, { name: 'Mine' })).status).toBe(404);
    const listed = (await b.get(`/api/client/${PRODUCER_B}/brands?limit=50`)).body.brands;
    expect(listed.every((x: { producer: string }) => x.producer === PRODUCER_B)).toBe(true);
    expect(await brandItem(demo.sunValley)).toEqual(before);
  });
});

/** Every page of a list, following the cursor. */
async function allPages<T>(s: Session, path: string, field: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const r = await s.get(`${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(r.status).toBe(200);
    out.push(...(r.body[field] as T[]));
    cursor = r.body.nextCursor as string | null;
  } while (cursor);
  return out;
}

describe('a renamed brand', () => {
  let restore: (() => Promise<unknown>) | undefined;
  let unrequest: (() => Promise<unknown>) | undefined;
  afterAll(async () => Promise.all([restore?.(), unrequest?.()]));

  it('is renamed on the product page, in search, in the binder, in similar products and in the business lists', async () => {
    // a brand that shows in some product's similar products, and one of its products
    const tests = data.tests.map((t) => t._id);
    let target: { brandId: string; testId: string; productId: string } | undefined;
    for (const testId of tests) {
      const entries = (await fetch(`${base}/api/consumer/productComps/${testId}`).then((r) => r.json())) as {
        lot: { product: { _id: string; brand: { _id: string } } };
      }[];
      // the shared runtime's other tests add products with results of their own brands: a demo brand's
      const e = entries.find((x) => data.brands.some((b) => b._id === x.lot.product.brand._id));
      if (e) {
        target = { brandId: e.lot.product.brand._id, testId, productId: e.lot.product._id };
        break;
      }
    }
    expect(target).toBeDefined();
    const { brandId, testId, productId } = target!;
    const brand = data.brands.find((x) => x._id === brandId)!;
    const newName = `Renamed ${Date.now().toString(36)}`;
    const consumer = await demoSession('consumer');
    expect((await consumer.post('/api/consumer/addToBinder', { product: productId, usage: 'Other' })).status).toBe(200);
    // a pending request for the product, from a dispensary that has none for it, so the
    // producer's approval list holds a row of the brand
    const dispensary = data.clients.find(
      (c) =>
        c.type === 'dispensary' && !data.distributions.some((d) => d.product === productId && d.dispensary === c._id),
    )!;
    const requested = await admin.post(`/api/client/${dispensary._id}/product/${productId}/distribution`);
    expect(requested.status).toBe(200);
    expect(requested.body.created).toBe(true);
    unrequest = () => removeDistribution(productId, dispensary._id);
    // read everything once before the rename, as visitors would have (the product page is cached 5 s)
    expect((await fetch(`${base}/api/consumer/product/${productId}`).then((r) => r.json())).brand.name).toBe(
      brand.name,
    );

    const save = (name: string) =>
      admin.put(`/api/client/${brand.producer}/brand/${brandId}`, {
        name,
        shortDescription: brand.shortDescription,
        longDescription: brand.longDescription,
        featureImage: brand.featureImage,
        backgroundImage: brand.backgroundImage,
        mediaGallery: brand.mediaGallery,
      });
    expect((await save(newName)).status).toBe(200);
    restore = () => save(brand.name);

    await expect
      .poll(async () => (await fetch(`${base}/api/consumer/product/${productId}`).then((r) => r.json())).brand.name)
      .toBe(newName);
    await expect
      .poll(async () => {
        const r = await consumer.post('/api/consumer/search', { searchString: newName, resultCount: 50 });
        return [...r.body.available, ...r.body.unavailable].some(
          (x: { _id: string; brand: { name: string } }) => x._id === productId && x.brand.name === newName,
        );
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const r = await consumer.post('/api/consumer/getBinder');
        return r.body.products.find((p: { _id: string }) => p._id === productId)?.brand.name;
      })
      .toBe(newName);
    await expect
      .poll(async () => {
        const entries = (await fetch(`${base}/api/consumer/productComps/${testId}`).then((r) => r.json())) as {
          lot: { product: { _id: string; brand: { name: string } } };
        }[];
        return entries.find((e) => e.lot.product._id === productId)?.lot.product.brand.name;
      })
      .toBe(newName);
    // the business lists read the brand too: the producer's product list and approval list
    const products = await allPages<{ _id: string; brand: { name: string } }>(
      admin,
      `/api/client/${brand.producer}/products`,
      'products',
    );
    expect(products.find((p) => p._id === productId)?.brand.name).toBe(newName);
    const requests = await allPages<{ product: { _id: string; brand: { name: string } }; dispensary: { _id: string } }>(
      admin,
      `/api/client/${brand.producer}/distributions/requests`,
      'requests',
    );
    expect(
      requests.find((r) => r.product._id === productId && r.dispensary._id === dispensary._id)?.product.brand.name,
    ).toBe(newName);
  });
});
