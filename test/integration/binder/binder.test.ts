import { describe, expect, inject, it } from 'vitest';
import * as binderMessages from '#shared/messages/binder';
import * as consumerMessages from '#shared/messages/consumer';
import type { BinderAnswer } from '#shared/schemas/binder';
import { USAGES } from '#shared/constants';
import { demo } from '#test/support/ids';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';

const base = inject('baseUrl');
const PASSWORD = 'Binder-Test-21!';

async function consumer() {
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email: uniqueEmail('binder'),
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  return s;
}

describe('the binder', () => {
  it('creates one item per product and usage on the first click, rates it, lists it with its product, removes it', async () => {
    const me = await consumer();
    expect((await me.post('/api/consumer/getBinder')).body).toEqual({ items: [], products: [], nextCursor: null });

    const first = await me.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Relaxing', rating: 1 });
    expect(first.status).toBe(200);
    expect(first.body.item).toMatchObject({ product: demo.blueDream, usage: 'Relaxing', rating: 1, public: false });
    expect(first.body.item.test).toMatch(/^[0-9a-f]{24}$/);
    // a second add for the same product and usage (a double click, two tabs) answers the same item
    const again = await me.post('/api/consumer/addToBinder', {
      product: demo.blueDream,
      usage: 'Relaxing',
      rating: -1,
    });
    expect(again.body.item._id).toBe(first.body.item._id);
    expect(again.body.item.rating).toBe(1);

    const rated = await me.post('/api/consumer/rateBinderItem', {
      product: demo.blueDream,
      usage: 'Relaxing',
      rating: -1,
    });
    expect(rated.body.item).toMatchObject({ _id: first.body.item._id, rating: -1 });
    await me.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Sleeping' });

    const binder = (await me.post('/api/consumer/getBinder')).body as BinderAnswer;
    expect(binder.items.map((i) => [i.usage, i.rating]).sort()).toEqual([
      ['Relaxing', -1],
      ['Sleeping', 0],
    ]);
    expect(binder.products).toHaveLength(1);
    expect(binder.products[0]).toMatchObject({
      _id: demo.blueDream,
      name: 'Blue Dream',
      testResult: { strain: 'Blue Dream' },
    });
    expect((await me.post(`/api/consumer/user/product/${demo.blueDream}/binder`)).body.items).toHaveLength(2);

    expect(
      (await me.post('/api/consumer/removeBinderItem', { product: demo.blueDream, usage: 'Sleeping' })).body,
    ).toEqual({ error: false, removed: true });
    expect(
      (await me.post('/api/consumer/removeBinderItem', { product: demo.blueDream, usage: 'Sleeping' })).body,
    ).toEqual({ error: false, removed: false });
    expect((await me.post('/api/consumer/getBinder')).body.items).toHaveLength(1);
  });

  it("needs a usage and a rating: 'Select a usage and rating before saving!'", async () => {
    const me = await consumer();
    await me.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Thinking' });
    for (const body of [
      { product: demo.blueDream, usage: 'Thinking', rating: 0 },
      { product: demo.blueDream, usage: 'Dancing', rating: 1 },
      { product: demo.blueDream, rating: 1 },
    ]) {
      const r = await me.post('/api/consumer/rateBinderItem', body);
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toContain(binderMessages.selectUsageAndRating);
    }
    // nothing changed
    expect((await me.post('/api/consumer/getBinder')).body.items[0].rating).toBe(0);
    expect((await me.post('/api/consumer/addToBinder', { product: demo.unknownId, usage: 'Thinking' })).status).toBe(
      404,
    );
  });

  it('answers a large binder a page at a time, each product with all its items on one page, each page bounded', async () => {
    const me = await consumer();
    const products = Array.from({ length: 12 }, (_, i) => demo.product(i + 62));
    for (const product of products)
      await Promise.all(
        USAGES.map(async (usage) =>
          expect((await me.post('/api/consumer/addToBinder', { product, usage, rating: 1 })).status).toBe(200),
        ),
      );
    const pages: BinderAnswer[] = [];
    let cursor: string | undefined;
    do {
      const r = await me.post('/api/consumer/getBinder', cursor ? { cursor } : undefined);
      expect(r.status).toBe(200);
      pages.push(r.body);
      cursor = r.body.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);
    // 108 items: two pages of at most 60
    expect(pages.length).toBe(2);
    for (const page of pages) {
      expect(page.items.length).toBeLessThanOrEqual(60);
      const named = new Set(page.items.map((i) => i.product));
      expect(page.products.map((p) => p._id).sort()).toEqual([...named].sort());
      for (const p of named) expect(page.items.filter((i) => i.product === p)).toHaveLength(USAGES.length);
    }
    expect(pages.flatMap((p) => p.items.map((i) => `${i.product}#${i.usage}`)).sort()).toEqual(
      products.flatMap((p) => USAGES.map((u) => `${p}#${u}`)).sort(),
    );
    for (const card of pages.flatMap((p) => p.products)) expect(card.testResult).toBeDefined();
  });

  it('refuses a cursor into another binder, or of another shape, with 400', async () => {
    const alice = await consumer();
    const bob = await consumer();
    for (let i = 0; i < 8; i++)
      for (const usage of USAGES)
        await alice.post('/api/consumer/addToBinder', { product: demo.product(i + 100), usage });
    const next = (await alice.post('/api/consumer/getBinder')).body.nextCursor as string;
    expect(next).toEqual(expect.any(String));
    expect((await bob.post('/api/consumer/getBinder', { cursor: next })).status).toBe(400);
    const crafted = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const { pk } = JSON.parse(Buffer.from(next, 'base64url').toString()) as { pk: string };
    for (const cursor of [
      crafted({ pk }),
      crafted({ pk, sk: '' }),
      crafted({ pk, sk: 'EMAIL#x' }),
      crafted({ pk, sk: 'BINDER#x', gsi1pk: 'x' }),
      'not-json',
    ])
      expect((await alice.post('/api/consumer/getBinder', { cursor })).status).toBe(400);
  });

  it("refuses a lot of another product on addToBinder: an item never records another product's result", async () => {
    const me = await consumer();
    const r = await me.post('/api/consumer/addToBinder', {
      product: demo.blueDream,
      usage: 'Working',
      lot: demo.lot(70),
    });
    expect(r).toMatchObject({ status: 404, body: { errorMessage: consumerMessages.lotNotFound } });
    expect(
      (await me.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Working', lot: demo.unknownId }))
        .status,
    ).toBe(404);
    expect((await me.post('/api/consumer/getBinder')).body.items).toEqual([]);
    const own = await me.post('/api/consumer/addToBinder', {
      product: demo.blueDream,
      usage: 'Working',
      lot: demo.lot(0),
    });
    expect(own.body.item).toMatchObject({ lot: demo.lot(0) });
  });

  it("keeps each person's binder to themselves", async () => {
    const alice = await consumer();
    const bob = await consumer();
    await alice.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Romance', rating: 1 });
    // Bob naming Alice's product and usage reaches only his own (empty) binder
    expect(
      (await bob.post('/api/consumer/rateBinderItem', { product: demo.blueDream, usage: 'Romance', rating: -1 }))
        .status,
    ).toBe(404);
    expect(
      (await bob.post('/api/consumer/removeBinderItem', { product: demo.blueDream, usage: 'Romance' })).body.removed,
    ).toBe(false);
    expect((await bob.post('/api/consumer/getBinder')).body.items).toEqual([]);
    // a user field in the body is refused, not obeyed
    expect(
      (await bob.post('/api/consumer/addToBinder', { product: demo.blueDream, usage: 'Romance', user: demo.unknownId }))
        .status,
    ).toBe(400);
    const hers = (await alice.post('/api/consumer/getBinder')).body.items;
    expect(hers).toHaveLength(1);
    expect(hers[0].rating).toBe(1);
  });
});
