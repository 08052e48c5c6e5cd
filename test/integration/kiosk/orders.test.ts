import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { newId } from '#lib/base/ids';
import { memberPartition, POINTS_PREFIX } from '#lib/loyalty/keys';
import { elsewhere, freshStore, producerProducts } from '#test/support/kiosk';
import { setClient } from '#test/support/data/clients';
import { setKioskPin } from '#test/support/data/kiosk';
import { addMember, addOffer } from '#test/support/data/loyalty';
import { memberOf } from '#test/support/producers';
import { storedItems, useLocalTable } from '#test/support/table';

// Kiosk orders on the local runtime (docs/kiosk-orders.md): a locked kiosk sends a cart, the same
// key twice is one order, the store's staff see it in the counter's queue and move it along once,
// a member's pickup earns the purchase offer's points once, and no store reaches another's orders.

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

let store: { id: string; products: string[] };
let staff: Member;
let kiosk: Member;
let other: { id: string; staff: Member };
const phone = `+1206${300 + Math.floor(Math.random() * 90)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const key = () => `tablet-${newId()}`;
const send = (s: Member, clientId: string, body: unknown) => s.post(`/api/kiosk/${clientId}/orders`, body);

beforeAll(async () => {
  useLocalTable();
  store = await freshStore(base, {
    pro: true,
    name: 'Order Counter Store',
    products: producerProducts.slice(0, 3).map((p) => p._id),
  });
  await setClient(store.id, {
    loyaltyEnabled: true,
    kioskConfig: { cartEnabled: true, pinSet: true },
  });
  await setKioskPin(store.id, '2468');
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  kiosk = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  const locked = await kiosk.post(`/api/client/${store.id}/kiosk/lock`);
  expect(locked.status, JSON.stringify(locked.body)).toBe(200);
  const shop = await freshStore(base, { pro: true, name: 'Other Counter Store', products: [] });
  await setClient(shop.id, { kioskConfig: { cartEnabled: true, pinSet: false } });
  other = { id: shop.id, staff: await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id }) };
  const at = new Date().toISOString();
  const member: LoyaltyMember = {
    phone,
    clientId: store.id,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: 'active',
    categoryPreferences: [],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes, text me.', address: '203.0.113.7' },
    joinedAt: at,
    updatedAt: at,
  };
  await addMember(member);
  const now = Date.now();
  const offer: PointsOffer = {
    _id: newId(),
    client: store.id,
    basePoints: 150,
    calculationMethod: 'basePoints',
    startDate: new Date(now - 3_600_000).toISOString().slice(0, 10),
    endDate: new Date(now + 48 * 3_600_000).toISOString().slice(0, 10),
    timeZone: 'UTC',
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 48 * 3_600_000).toISOString(),
    productSpecific: [],
    pointOfferType: 'general',
    sendMessage: false,
    status: 'active',
    multiple: true,
    awardedPoints: 0,
    createdBy: newId(),
    createdAt: at,
    updatedAt: at,
  };
  await addOffer(offer);
});

describe('kiosk orders', () => {
  it('takes a cart from the locked kiosk with a number and a code, and the same key again is the same order', async () => {
    const k = key();
    const body = {
      key: k,
      items: [
        { productId: store.products[0], quantity: 2 },
        { productId: store.products[1], quantity: 1 },
      ],
    };
    const r = await send(kiosk, store.id, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.order).toMatchObject({
      clientId: store.id,
      status: 'new',
      number: expect.any(Number),
      code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}$/),
    });
    expect(r.body.order.items).toEqual([
      expect.objectContaining({ productId: store.products[0], quantity: 2, name: expect.any(String) }),
      expect.objectContaining({ productId: store.products[1], quantity: 1 }),
    ]);
    expect(r.body.order.member).toBeUndefined();
    const again = await send(kiosk, store.id, body);
    expect(again.body.order).toEqual(r.body.order);
    // the next order takes the next number
    const next = await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[2], quantity: 1 }] });
    expect(next.body.order.number).toBe(r.body.order.number + 1);
  });

  it('refuses products the store does not show, a phone that is not its member, and a store without the cart', async () => {
    const notHere = await send(kiosk, store.id, { key: key(), items: [{ productId: elsewhere._id, quantity: 1 }] });
    expect(notHere).toMatchObject({ status: 400, body: { errorMessage: ordersMessages.notShown } });
    const stranger = await send(kiosk, store.id, {
      key: key(),
      items: [{ productId: store.products[0], quantity: 1 }],
      memberPhone: '+12065550111',
    });
    expect(stranger).toMatchObject({ status: 400, body: { errorMessage: ordersMessages.notAMember } });
    for (const bad of [
      { key: key(), items: [] },
      { key: key(), items: [{ productId: store.products[0], quantity: 21 }] },
      {
        key: key(),
        items: [
          { productId: store.products[0], quantity: 1 },
          { productId: store.products[0], quantity: 1 },
        ],
      },
      { key: 'x', items: [{ productId: store.products[0], quantity: 1 }] },
    ])
      expect((await send(kiosk, store.id, bad)).status, JSON.stringify(bad)).toBe(400);
    await setClient(store.id, { kioskConfig: { cartEnabled: false, pinSet: true } });
    try {
      const off = await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[0], quantity: 1 }] });
      expect(off).toMatchObject({ status: 403, body: { errorMessage: ordersMessages.cartOff } });
    } finally {
      await setClient(store.id, { kioskConfig: { cartEnabled: true, pinSet: true } });
    }
  });

  it('refuses what the store has run out of, and keeps it marked on an order that waited for the network', async () => {
    const stockOf = (i: number, stock: number | 'out' | 'in') =>
      staff.put(`/api/client/${store.id}/distributions/products/${store.products[i]}/kiosk`, { stock });
    expect((await stockOf(1, 'out')).status).toBe(200);
    expect((await stockOf(2, 2)).status).toBe(200);
    try {
      const names = (
        await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[0], quantity: 1 }] })
      ).body.order.items[0].name as string;
      expect(names).toBeTruthy();
      const gone = await send(kiosk, store.id, {
        key: key(),
        items: [
          { productId: store.products[0], quantity: 1 },
          { productId: store.products[1], quantity: 1 },
        ],
      });
      expect(gone.status).toBe(400);
      expect(gone.body.errorMessage).toMatch(/ is out of stock now\. Remove it and send the cart again\.$/);
      const tooMany = await send(kiosk, store.id, {
        key: key(),
        items: [{ productId: store.products[2], quantity: 3 }],
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errorMessage).toMatch(/^Only 2 of .+ left\. Lower the quantity and send the cart again\.$/);
      // two are left: two is an order
      expect(
        (await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[2], quantity: 2 }] })).status,
      ).toBe(200);
      // made while offline, the shopper already holds the code: the order is taken, its short lines marked
      const waited = await send(kiosk, store.id, {
        key: key(),
        items: [
          { productId: store.products[1], quantity: 1 },
          { productId: store.products[2], quantity: 3 },
          { productId: store.products[0], quantity: 1 },
        ],
        waited: true,
      });
      expect(waited.status, JSON.stringify(waited.body)).toBe(200);
      expect(waited.body.order.items.map((i: { shortWhenSent?: unknown }) => i.shortWhenSent)).toEqual([
        'out',
        2,
        undefined,
      ]);
    } finally {
      await stockOf(1, 'in');
      await stockOf(2, 'in');
    }
  });

  it("lists the counter's queue oldest first, moves an order once, and keeps the history", async () => {
    const first = await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[0], quantity: 1 }] });
    const open = await staff.get(`/api/client/${store.id}/kioskOrders`);
    expect(open.status).toBe(200);
    const ids = (open.body.orders as { _id: string; createdAt: string }[]).map((o) => o._id);
    expect(ids).toContain(first.body.order._id);
    const times = (open.body.orders as { createdAt: string }[]).map((o) => o.createdAt);
    expect(times).toEqual([...times].sort());

    const path = `/api/client/${store.id}/kioskOrders/${first.body.order._id}`;
    const both = await Promise.all([staff.put(path, { status: 'ready' }), staff.put(path, { status: 'ready' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.errorMessage).toBe(ordersMessages.cannotMove('ready', 'ready'));
    const picked = await staff.put(path, { status: 'pickedUp' });
    expect(picked.body.order).toMatchObject({ status: 'pickedUp', pickedUpAt: expect.any(String) });
    expect((await staff.put(path, { status: 'cancelled' })).status).toBe(409);
    const done = await staff.get(`/api/client/${store.id}/kioskOrders?view=done`);
    expect((done.body.orders as { _id: string }[])[0]!._id).toBe(first.body.order._id);
    const stillOpen = await staff.get(`/api/client/${store.id}/kioskOrders`);
    expect((stillOpen.body.orders as { _id: string }[]).map((o) => o._id)).not.toContain(first.body.order._id);
  });

  it("carries a checked-in member's membership, shows staff the last four digits only, and earns the purchase's points once", async () => {
    const r = await send(kiosk, store.id, {
      key: key(),
      items: [{ productId: store.products[0], quantity: 1 }],
      memberPhone: phone,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.order.member).toEqual({ last4: phone.slice(-4) });
    expect(JSON.stringify(r.body)).not.toContain(phone);
    const path = `/api/client/${store.id}/kioskOrders/${r.body.order._id}`;
    const moves = await Promise.all([staff.put(path, { status: 'pickedUp' }), staff.put(path, { status: 'pickedUp' })]);
    expect(moves.map((m) => m.status).sort()).toEqual([200, 409]);
    await expect.poll(async () => (await storedItems(memberPartition(store.id, phone), POINTS_PREFIX)).length).toBe(1);
    const entries = await storedItems(memberPartition(store.id, phone), POINTS_PREFIX);
    expect(entries[0]).toMatchObject({ source: 'purchase', sourceId: r.body.order._id, points: 150 });
  });

  it("never shows or moves another store's orders", async () => {
    const mine = await send(kiosk, store.id, { key: key(), items: [{ productId: store.products[0], quantity: 1 }] });
    const theirs = await other.staff.get(`/api/client/${other.id}/kioskOrders`);
    expect(theirs.body.orders).toEqual([]);
    expect((await other.staff.get(`/api/client/${store.id}/kioskOrders`)).status).toBe(403);
    const across = await other.staff.put(`/api/client/${other.id}/kioskOrders/${mine.body.order._id}`, {
      status: 'cancelled',
    });
    expect(across).toMatchObject({ status: 404, body: { errorMessage: ordersMessages.orderNotFound } });
    // another store's kiosk cannot send to this one
    expect((await send(other.staff, store.id, { key: key(), items: [] })).status).toBe(403);
  });
});
