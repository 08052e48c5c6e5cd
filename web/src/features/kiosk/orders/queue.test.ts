import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { orderCode, orderHashInput } from '#shared/kiosk-orders';
import type { KioskOrder } from '#shared/schemas/kiosk-orders';
import { apiError } from '#web/api/errors.ts';
import { codeOf, flushOrders, queuedOrders, queueOrder } from './queue.ts';

// The tablet's queue of orders made offline: the code it shows is the server's for that key, the
// queue sends oldest first and once, keeps what could not go, and drops what the server refused.

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const body = (key: string) => ({ key, items: [{ productId: '5c3e74000000000000000001', quantity: 1 }] });
const order = (key: string) => ({ _id: key }) as unknown as KioskOrder;

describe('the offline order queue', () => {
  it('gives the code the server gives the same key', async () => {
    const server = orderCode(createHash('sha256').update(orderHashInput('store1', 'kiosk-abc-123456789')).digest());
    expect(await codeOf('store1', 'kiosk-abc-123456789')).toBe(server);
  });

  it('sends oldest first, stops while the network is down, and drops an order the server refuses', async () => {
    const storage = memory();
    for (const k of ['first-key-0000000', 'second-key-000000', 'third-key-0000000'])
      await queueOrder('s', body(k), storage);
    await queueOrder('s', body('first-key-0000000'), storage);
    expect(queuedOrders('s', storage).map((q) => q.body.key)).toEqual([
      'second-key-000000',
      'third-key-0000000',
      'first-key-0000000',
    ]);

    const offline = await flushOrders('s', () => Promise.reject(new TypeError('Failed to fetch')), storage);
    expect(offline).toEqual([]);
    expect(queuedOrders('s', storage)).toHaveLength(3);

    const tried: string[] = [];
    const sent = await flushOrders(
      's',
      async (b) => {
        // sent from the queue, an order says it waited: the server keeps what ran out meanwhile
        expect(b.waited).toBe(true);
        tried.push(b.key);
        if (b.key === 'third-key-0000000') throw apiError(400, 'A product in the cart is no longer in this store.');
        if (b.key === 'first-key-0000000') throw apiError(503, 'busy');
        return order(b.key);
      },
      storage,
    );
    expect(tried).toEqual(['second-key-000000', 'third-key-0000000', 'first-key-0000000']);
    expect(sent.map((o) => o._id)).toEqual(['second-key-000000']);
    expect(queuedOrders('s', storage).map((q) => q.body.key)).toEqual(['first-key-0000000']);
  });
});
