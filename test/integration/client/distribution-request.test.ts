import { describe, expect, inject, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { session, uniqueIp } from '#test/support/session';
import { setDistribution } from '#test/support/data/distributions';
import { indexedItems } from '#test/support/table';
import { listedPrefix, producerRequestsPartition } from '#lib/distributions/keys';

const base = inject('baseUrl');
const data = buildDemoData();
const DISPENSARY = makeId(2, 0);

async function signIn(role: 'dispensary' | 'producer' | 'consumer') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

/** What the producer's approval list (spec 2) reads: its pending requests, by time. */
const producerRequests = async (producer: string) =>
  await indexedItems('gsi2', producerRequestsPartition(producer), { skPrefix: listedPrefix('pending') });

describe('the dispensary product-signup', () => {
  it("records the dispensary's request as one pending distribution the producer sees, whatever the number of clicks", async () => {
    const product = data.products.find((p) => p.active && p._id !== demo.product(2) && p.available)!;
    const me = await signIn('dispensary');
    const path = `/api/client/${DISPENSARY}/product/${product._id}/distribution`;
    const [a, b] = await Promise.all([me.post(path), me.post(path)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);
    for (const r of [a, b]) expect(r.body.distribution).toEqual({ dispensary: DISPENSARY, status: 'pending' });
    const pending = (await producerRequests(product.producer)).filter((i) => i.product === product._id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ dispensary: DISPENSARY, status: 'pending', entity: 'distribution' });
  });

  it('never resets a status the producer has set', async () => {
    const product = data.products.filter((p) => p.active)[7]!;
    const me = await signIn('dispensary');
    const path = `/api/client/${DISPENSARY}/product/${product._id}/distribution`;
    expect((await me.post(path)).body.created).toBe(true);
    await setDistribution(product._id, DISPENSARY, { status: 'denied' });
    const again = await me.post(path);
    expect(again.body).toEqual({
      error: false,
      distribution: { dispensary: DISPENSARY, status: 'denied' },
      created: false,
    });
  });

  it('refuses a producer, a deleted product, an unknown product and another dispensary, changing nothing', async () => {
    const producer = await signIn('producer');
    const producerClient = makeId(1, 0);
    const r = await producer.post(`/api/client/${producerClient}/product/${demo.blueDream}/distribution`);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: true, errorMessage: distributionMessages.onlyDispensariesCarry });

    const me = await signIn('dispensary');
    const deleted = data.products.find((p) => !p.active)!;
    const gone = await me.post(`/api/client/${DISPENSARY}/product/${deleted._id}/distribution`);
    expect(gone).toMatchObject({ status: 400, body: { errorMessage: distributionMessages.productNotCarriable } });
    expect((await me.post(`/api/client/${DISPENSARY}/product/${demo.unknownId}/distribution`)).status).toBe(404);
    expect((await me.post(`/api/client/${makeId(2, 1)}/product/${demo.blueDream}/distribution`)).status).toBe(403);
    expect((await me.post(`/api/client/${DISPENSARY}/product/not-an-id/distribution`)).status).toBe(400);
    const consumer = await signIn('consumer');
    expect((await consumer.post(`/api/client/${DISPENSARY}/product/${demo.blueDream}/distribution`)).status).toBe(403);
    const untouched = (await producerRequests(deleted.producer)).filter(
      (i) => i.product === deleted._id || i.product === demo.unknownId,
    );
    expect(untouched).toEqual([]);
  });
});
