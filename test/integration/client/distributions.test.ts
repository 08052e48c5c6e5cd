import { describe, expect, inject, it } from 'vitest';
import * as consumerMessages from '#shared/messages/consumer';
import * as distributionMessages from '#shared/messages/client/distributions';
import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';

// The producer's distribution panel and approval list and the dispensary's inventory, through the
// API on the seeded runtime: the spec's status moves as conditional writes, and nobody reaching
// another company's products or entries.

const base = inject('baseUrl');
const data = buildDemoData();
const PRODUCER = makeId(1, 0);
const OTHER_PRODUCER = makeId(1, 1);
const DISPENSARY = makeId(2, 0);
const OTHER_DISPENSARY = makeId(2, 1);

async function signIn(role: 'dispensary' | 'producer' | 'admin') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

type Session = Awaited<ReturnType<typeof signIn>>;
const distributionPath = (client: string, product: string) => `/api/client/${client}/product/${product}/distribution`;
const setStatus = (s: Session, client: string, product: string, status: string, dispensary: string) =>
  s.post(`${distributionPath(client, product)}/setstatus/${status}`, { dispensary });
/** A product's entries as its producer reads them. */
/**
 * A demo product's distributions to the demo's two dispensaries (from a page of 100): the kiosk
 * tests' fresh stores carry the demo producer's products too, and may have been made before this
 * file runs.
 */
const listOf = async (s: Session, product: string) =>
  (
    (await s.get(`${distributionPath(PRODUCER, product)}?limit=100`)).body.distributions as {
      dispensary: { _id: string; name: string };
      status: string;
      awaiting?: string;
      deniedBy?: string;
      updatedAt: string;
    }[]
  ).filter((d) => d.dispensary._id === DISPENSARY || d.dispensary._id === OTHER_DISPENSARY);

/** Every page of a list, following the cursor. */
async function allPages<T>(s: Session, path: string, field: string, limit: number): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const r = await s.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(r.status).toBe(200);
    out.push(...(r.body[field] as T[]));
    cursor = r.body.nextCursor as string | null;
  } while (cursor);
  return out;
}

const seeded = (product: string, dispensary: string) =>
  data.distributions.find((d) => d.product === product && d.dispensary === dispensary)!;
/** A product of the demo producer, by its index among the producer's active products. */
const producerProducts = data.products.filter((p) => p.producer === PRODUCER && p.active);

describe('the distribution API', () => {
  it("answers the producer's choice of dispensaries by name, with UBI and licence and nothing else", async () => {
    const me = await signIn('producer');
    const r = await me.get(`/api/client/${PRODUCER}/dispensaries`);
    expect(r.status).toBe(200);
    const capitol = r.body.dispensaries.find((d: { _id: string }) => d._id === DISPENSARY);
    expect(capitol).toEqual({ _id: DISPENSARY, name: 'Capitol Hill Cannabis Co.', licenseNumber: '423000' });
    // by name as the index keeps it: the lower-cased name, then the id, in DynamoDB's byte order
    // (other tests' companies, the fuzzer's among them, have names of any characters)
    const sortKey = (d: { _id: string; name: string }) => Buffer.from(`${d.name.toLowerCase()}#${d._id}`);
    const listed = r.body.dispensaries as { _id: string; name: string }[];
    expect(listed.map((d) => d._id)).toEqual(
      [...listed].sort((a, b) => Buffer.compare(sortKey(a), sortKey(b))).map((d) => d._id),
    );
    for (const d of r.body.dispensaries) expect(Object.keys(d).sort()).not.toContain('apiKey');
    const paged = await allPages<{ _id: string }>(me, `/api/client/${PRODUCER}/dispensaries`, 'dispensaries', 1);
    expect(paged.map((d) => d._id)).toEqual(r.body.dispensaries.map((d: { _id: string }) => d._id));
  });

  it("lists a product's dispensaries newest change first", async () => {
    const me = await signIn('producer');
    const product = demo.product(5);
    const list = await listOf(me, product);
    expect(list.map((d) => [d.dispensary._id, d.status])).toEqual([
      [OTHER_DISPENSARY, 'approved'],
      [DISPENSARY, 'denied'],
    ]);
    expect(list[0]).toMatchObject({ dispensary: { name: 'Fremont Green Room' } });
    expect(list[0]!.updatedAt >= list[1]!.updatedAt).toBe(true);
  });

  it("adds a dispensary to an active product, once, and says 'Select a dispensary!' without one", async () => {
    const me = await signIn('producer');
    const product = demo.product(8);
    const path = distributionPath(PRODUCER, product);
    for (const body of [{}, { dispensary: '' }, { dispensary: 'not-an-id' }]) {
      const r = await me.put(path, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: true, errorMessage: distributionMessages.selectDispensary });
    }
    expect((await me.put(path, { dispensary: demo.unknownId })).status).toBe(404);
    // a producer is no dispensary: it cannot be distributed to
    expect((await me.put(path, { dispensary: OTHER_PRODUCER })).status).toBe(404);
    expect(await listOf(me, product)).toEqual([]);
    const [a, b] = await Promise.all([
      me.put(path, { dispensary: OTHER_DISPENSARY }),
      me.put(path, { dispensary: OTHER_DISPENSARY }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);
    // an offer, waiting for the store's answer: not on its shelves until it says yes
    expect(a.body.distribution).toMatchObject({
      dispensary: { _id: OTHER_DISPENSARY },
      status: 'pending',
      awaiting: 'dispensary',
    });
    expect((await listOf(me, product)).map((d) => [d.dispensary._id, d.status, d.awaiting])).toEqual([
      [OTHER_DISPENSARY, 'pending', 'dispensary'],
    ]);
    // a store's own pending request: the producer's offer is its yes
    const store = await freshCompany({ type: 'dispensary', name: 'Asking Store', brands: [] });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    expect((await staff.post(distributionPath(store.id, product))).body.distribution).toEqual({
      dispensary: store.id,
      status: 'pending',
    });
    const again = await me.put(path, { dispensary: store.id });
    expect(again.body).toMatchObject({ created: false, acceptedRequest: true, distribution: { status: 'approved' } });

    const deleted = data.products.find((p) => p.producer === PRODUCER && !p.active)!;
    const refused = await me.put(distributionPath(PRODUCER, deleted._id), { dispensary: DISPENSARY });
    expect(refused).toMatchObject({
      status: 400,
      body: { errorMessage: distributionMessages.productNotDistributable },
    });
  });

  it('moves a status only as the spec allows, each move once', async () => {
    const me = await signIn('producer');
    const product = producerProducts.find((p) => seeded(p._id, DISPENSARY)?.status === 'pending')!._id;
    const requests = async () =>
      allPages<{ product: { _id: string }; dispensary: { _id: string } }>(
        me,
        `/api/client/${PRODUCER}/distributions/requests`,
        'requests',
        4,
      );
    expect((await requests()).some((r) => r.product._id === product && r.dispensary._id === DISPENSARY)).toBe(true);

    const moves: [string, number, string][] = [
      ['approved', 200, 'approved'], // Approve
      ['approved', 409, 'approved'], // a repeat is refused
      ['denied', 200, 'denied'], // Remove
      ['denied', 409, 'denied'],
      ['approved', 200, 'approved'], // Approve a denied entry
    ];
    for (const [to, status, after] of moves) {
      const r = await setStatus(me, PRODUCER, product, to, DISPENSARY);
      expect(r.status, `to ${to}`).toBe(status);
      if (status === 409)
        expect(r.body).toEqual({ error: true, errorMessage: distributionMessages.moveRefused(after, to) });
      else expect(r.body.distribution).toMatchObject({ dispensary: DISPENSARY, status: to });
      const entry = (await listOf(me, product)).find((d) => d.dispensary._id === DISPENSARY)!;
      expect(entry.status).toBe(after);
    }
    expect((await requests()).some((r) => r.product._id === product && r.dispensary._id === DISPENSARY)).toBe(false);
    // a dispensary the product was never distributed to, and a status the spec has no move to
    expect((await setStatus(me, PRODUCER, product, 'approved', OTHER_DISPENSARY)).status).toBe(404);
    expect((await setStatus(me, PRODUCER, product, 'pending', DISPENSARY)).status).toBe(400);
  });

  it("leaves a store's shelves to the store: an offer waits for its yes, and it can always drop a product", async () => {
    const me = await signIn('producer');
    const store = await freshCompany({ type: 'dispensary', name: 'Deciding Store', brands: [] });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const product = demo.product(9);
    const answer = (to: string, id = product) =>
      staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/${to}`);
    const carried = async () =>
      (await staff.get(`/api/client/${store.id}/distributions/products/approved`)).body.products.map(
        (e: { product: { _id: string } }) => e.product._id,
      );
    const offers = async () =>
      (await staff.get(`/api/client/${store.id}/distributions/products/offered`)).body.products.map(
        (e: { product: { _id: string } }) => e.product._id,
      );
    // nothing to answer before an offer
    expect((await answer('approved')).status).toBe(404);
    expect((await me.put(distributionPath(PRODUCER, product), { dispensary: store.id })).status).toBe(200);
    expect(await offers()).toEqual([product]);
    expect(await carried()).toEqual([]);
    expect((await staff.get(`/api/kiosk/${store.id}/products`)).body.products).toEqual([]);
    // the producer cannot approve its own offer, nor does it reach the producer's approval list
    expect((await setStatus(me, PRODUCER, product, 'approved', store.id)).status).toBe(409);
    const requests = (await me.get(`/api/client/${PRODUCER}/distributions/requests?limit=100`)).body.requests;
    expect(requests.some((r: { dispensary: { _id: string } }) => r.dispensary._id === store.id)).toBe(false);

    const accepted = await answer('approved');
    expect(accepted.body.distribution).toMatchObject({ product, status: 'approved' });
    expect(await carried()).toEqual([product]);
    expect(await offers()).toEqual([]);
    expect((await answer('approved')).status).toBe(409);
    // the store drops it; the producer sees whose answer it is and cannot put it back
    const dropped = await answer('denied');
    expect(dropped.body.distribution, JSON.stringify(dropped.body)).toMatchObject({
      status: 'denied',
      deniedBy: 'dispensary',
    });
    expect(await carried()).toEqual([]);
    const listed = (await me.get(`${distributionPath(PRODUCER, product)}?limit=100`)).body.distributions;
    expect(listed.find((d: { dispensary: { _id: string } }) => d.dispensary._id === store.id)).toMatchObject({
      status: 'denied',
      deniedBy: 'dispensary',
    });
    expect((await setStatus(me, PRODUCER, product, 'approved', store.id)).status).toBe(409);
    expect((await me.put(distributionPath(PRODUCER, product), { dispensary: store.id })).body).toMatchObject({
      created: false,
      distribution: { status: 'denied' },
    });
    // the store may take it back itself, from its inventory or by asking again on the product page
    expect((await answer('approved')).status).toBe(200);
    expect((await answer('denied')).status).toBe(200);
    expect((await staff.post(distributionPath(store.id, product))).body.distribution.status).toBe('approved');
    expect(await carried()).toEqual([product]);
    // a producer is no store: it has no inventory to answer for
    const producerMember = await memberOf(base, { processorUser: true, clientAssignment: OTHER_PRODUCER });
    expect(
      (await producerMember.post(`/api/client/${OTHER_PRODUCER}/distributions/products/${product}/setstatus/denied`))
        .status,
    ).toBe(403);
  });

  it("lists a store's own requests and lets it withdraw one its producer has not answered, and only its own", async () => {
    const me = await signIn('producer');
    const store = await freshCompany({ type: 'dispensary', name: 'Withdrawing Store', brands: [] });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const other = await freshCompany({ type: 'dispensary', name: 'Neighbour Store', brands: [] });
    const neighbour = await memberOf(base, { dispensaryUser: true, clientAssignment: other.id });
    const [asked, answered, offered] = producerProducts.slice(0, 3).map((p) => p._id) as [string, string, string];
    const withdraw = (s: Session, client: string, product: string) =>
      s.del(`/api/client/${client}/distributions/products/${product}/request`);
    const requested = async (s: Session, client: string) =>
      (await s.get(`/api/client/${client}/distributions/products/requested`)).body.products.map(
        (e: { product: { _id: string }; status: string; awaiting?: string }) => [e.product._id, e.status, e.awaiting],
      );
    const approvalList = async () =>
      (
        await allPages<{ product: { _id: string }; dispensary: { _id: string } }>(
          me,
          `/api/client/${PRODUCER}/distributions/requests`,
          'requests',
          100,
        )
      ).filter((r) => r.dispensary._id === store.id);

    for (const p of [asked, answered]) expect((await staff.post(distributionPath(store.id, p))).status).toBe(200);
    expect((await me.put(distributionPath(PRODUCER, offered), { dispensary: store.id })).status).toBe(200);
    // newest first, requests only: the producer's offer is listed with the offers
    expect(await requested(staff, store.id)).toEqual([
      [answered, 'pending', 'producer'],
      [asked, 'pending', 'producer'],
    ]);
    expect((await approvalList()).map((r) => r.product._id).sort()).toEqual([asked, answered].sort());

    // another company reaches none of it: not under the store's id, and under its own id there is no such request
    expect((await neighbour.get(`/api/client/${store.id}/distributions/products/requested`)).status).toBe(403);
    expect((await withdraw(neighbour, store.id, asked)).status).toBe(403);
    expect(await withdraw(neighbour, other.id, asked)).toMatchObject({
      status: 404,
      body: { errorMessage: distributionMessages.requestNotFound },
    });
    expect((await withdraw(me, PRODUCER, asked)).status).toBe(404);
    expect(await requested(staff, store.id)).toHaveLength(2);

    // the store withdraws: gone from its list and from the producer's approval list and product list
    expect(await withdraw(staff, store.id, asked)).toMatchObject({
      status: 200,
      body: { error: false, product: asked },
    });
    expect(await requested(staff, store.id)).toEqual([[answered, 'pending', 'producer']]);
    expect((await approvalList()).map((r) => r.product._id)).toEqual([answered]);
    const listed = (await me.get(`${distributionPath(PRODUCER, asked)}?limit=100`)).body.distributions;
    expect(listed.some((d: { dispensary: { _id: string } }) => d.dispensary._id === store.id)).toBe(false);
    expect((await withdraw(staff, store.id, asked)).status).toBe(404);
    // and it may ask again, a new request for the producer
    expect((await staff.post(distributionPath(store.id, asked))).body).toMatchObject({
      created: true,
      distribution: { status: 'pending' },
    });

    // an answered request stays where the producer put it; an offer is no request of the store's
    expect((await setStatus(me, PRODUCER, answered, 'approved', store.id)).status).toBe(200);
    expect(await withdraw(staff, store.id, answered)).toMatchObject({
      status: 409,
      body: { errorMessage: distributionMessages.requestAnswered('approved') },
    });
    expect((await withdraw(staff, store.id, offered)).status).toBe(404);
    expect((await staff.get(`/api/client/${store.id}/distributions/products/offered`)).body.products).toHaveLength(1);

    // a store's own request is withdrawn, never denied: a denial of its own it could take back as approved
    const setInventory = (product: string, to: string) =>
      staff.post(`/api/client/${store.id}/distributions/products/${product}/setstatus/${to}`);
    expect(await setInventory(asked, 'denied')).toMatchObject({
      status: 409,
      body: { errorMessage: distributionMessages.moveRefused('pending', 'denied') },
    });
    expect((await setInventory(asked, 'approved')).status).toBe(409);
    expect(await requested(staff, store.id)).toEqual([[asked, 'pending', 'producer']]);
  });

  it('applies one of two identical decisions made at once, and refuses the other', async () => {
    // Approve clicked by the producer and by an admin together: without the condition both would
    // "succeed" and the second would overwrite who decided and when
    const me = await signIn('producer');
    const admin = await signIn('admin');
    const product = producerProducts.filter((p) => seeded(p._id, DISPENSARY)?.status === 'pending')[1]!._id;
    const [a, b] = await Promise.all([
      setStatus(me, PRODUCER, product, 'approved', DISPENSARY),
      setStatus(admin, PRODUCER, product, 'approved', DISPENSARY),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await listOf(me, product)).find((d) => d.dispensary._id === DISPENSARY)?.status).toBe('approved');
  });

  it("never lets a dispensary or another producer change or read a producer's distributions", async () => {
    const dispensary = await signIn('dispensary');
    const producer = await signIn('producer');
    const product = producerProducts.find((p) => seeded(p._id, OTHER_DISPENSARY)?.status === 'pending')!._id;
    const before = await listOf(producer, product);
    // its own client in the path: not the product's producer
    for (const r of [
      await setStatus(dispensary, DISPENSARY, product, 'approved', DISPENSARY),
      await setStatus(dispensary, DISPENSARY, product, 'denied', OTHER_DISPENSARY),
      await dispensary.put(distributionPath(DISPENSARY, product), { dispensary: DISPENSARY }),
      await dispensary.get(distributionPath(DISPENSARY, product)),
    ])
      expect(r).toMatchObject({ status: 403, body: { errorMessage: distributionMessages.notTheProducer } });
    // the producer's client in the path: not a member
    for (const r of [
      await setStatus(dispensary, PRODUCER, product, 'approved', OTHER_DISPENSARY),
      await dispensary.put(distributionPath(PRODUCER, product), { dispensary: DISPENSARY }),
      await dispensary.get(distributionPath(PRODUCER, product)),
      await dispensary.get(`/api/client/${PRODUCER}/distributions/requests`),
    ])
      expect(r.status).toBe(403);
    // another dispensary's lists
    expect((await dispensary.get(`/api/client/${OTHER_DISPENSARY}/distributions/products`)).status).toBe(403);
    expect((await dispensary.get(`/api/client/${OTHER_DISPENSARY}/distributions/products/approved`)).status).toBe(403);
    // another producer's product, under the producer's own client or the other's
    const theirs = data.products.find((p) => p.producer === OTHER_PRODUCER && p.active)!._id;
    for (const r of [
      await producer.get(distributionPath(PRODUCER, theirs)),
      await producer.put(distributionPath(PRODUCER, theirs), { dispensary: DISPENSARY }),
      await setStatus(producer, PRODUCER, theirs, 'approved', DISPENSARY),
    ])
      expect(r).toMatchObject({ status: 403, body: { errorMessage: distributionMessages.notTheProducer } });
    expect((await producer.get(distributionPath(OTHER_PRODUCER, theirs))).status).toBe(403);
    expect((await producer.get(`/api/client/${OTHER_PRODUCER}/distributions/requests`)).status).toBe(403);
    expect((await producer.get(distributionPath(PRODUCER, demo.unknownId))).body).toEqual({
      error: true,
      errorMessage: consumerMessages.productNotFound,
    });
    expect(await listOf(producer, product)).toEqual(before);
  });

  it("answers a dispensary's distributions newest first, every status or what it carries, page by page", async () => {
    const me = await signIn('dispensary');
    type Entry = { product: { _id: string; name: string; brand: { name: string } }; status: string; updatedAt: string };
    const approved = await allPages<Entry>(
      me,
      `/api/client/${DISPENSARY}/distributions/products/approved`,
      'products',
      4,
    );
    const every = await allPages<Entry>(me, `/api/client/${DISPENSARY}/distributions/products`, 'products', 7);
    const newestFirst = (l: Entry[]) =>
      l.map((e) => e.updatedAt).join() === [...l.map((e) => e.updatedAt)].sort().reverse().join();
    expect(newestFirst(approved)).toBe(true);
    expect(newestFirst(every)).toBe(true);
    expect(approved.every((e) => e.status === 'approved')).toBe(true);
    expect(approved.length).toBeGreaterThan(10);
    expect(new Set(every.map((e) => e.status))).toEqual(new Set(['pending', 'approved', 'denied']));
    const carried = new Set(approved.map((e) => e.product._id));
    expect(every.filter((e) => e.status === 'approved').every((e) => carried.has(e.product._id))).toBe(true);
    const seededCarried = data.distributions.filter((d) => d.dispensary === DISPENSARY && d.status === 'approved');
    for (const d of seededCarried) expect(carried.has(d.product)).toBe(true);
    expect(approved[0]!.product).toMatchObject({ name: expect.any(String), brand: { name: expect.any(String) } });
    // a cursor of another list is refused, not followed
    const first = await me.get(`/api/client/${DISPENSARY}/distributions/products?limit=2`);
    const wrong = await me.get(
      `/api/client/${DISPENSARY}/distributions/products/approved?cursor=${first.body.nextCursor}`,
    );
    expect(wrong.status).toBe(400);
  });
});
