import { orderCode, orderHashInput } from '#shared/kiosk-orders';
import type { KioskOrder, SendOrderBody } from '#shared/schemas/kiosk-orders';
import { isApiError } from '#web/api/errors.ts';

// Orders made while the kiosk's Wi-Fi is down (docs/kiosk-orders.md, Offline): each waits in the
// tablet's storage with the key it was made with, and is sent when the network returns. The key
// makes a second sending the same order, so a queue sent twice (two tabs, a reload mid-send)
// orders once. Sent from the queue, an order is marked as having waited, so the server keeps lines
// the store ran out of meanwhile (staff settle them at the counter with the shopper, who holds the
// code). An order the server still refuses (a product gone from the store) leaves the queue:
// sending it again would be refused again.

export interface QueuedOrder {
  clientId: string;
  body: SendOrderBody;
  /** The code the shopper was given, the server's own for this key. */
  code: string;
  queuedAt: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const slot = (clientId: string) => `kiosk-orders:${clientId}`;

export function queuedOrders(clientId: string, storage: Storage = localStorage): QueuedOrder[] {
  try {
    const list = JSON.parse(storage.getItem(slot(clientId)) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as QueuedOrder[]) : [];
  } catch {
    return [];
  }
}

const save = (clientId: string, list: QueuedOrder[], storage: Storage) =>
  storage.setItem(slot(clientId), JSON.stringify(list));

/** A new key for an order: random, so two tablets never make the same one. */
export const newOrderKey = () => `kiosk-${crypto.randomUUID()}`;

/** The code the server will give an order of this key at this store. */
export async function codeOf(clientId: string, key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(orderHashInput(clientId, key)));
  return orderCode(new Uint8Array(digest));
}

export async function queueOrder(
  clientId: string,
  body: SendOrderBody,
  storage: Storage = localStorage,
): Promise<QueuedOrder> {
  const queued = { clientId, body, code: await codeOf(clientId, body.key), queuedAt: new Date().toISOString() };
  save(clientId, [...queuedOrders(clientId, storage).filter((q) => q.body.key !== body.key), queued], storage);
  return queued;
}

/** Whether a failed send is worth trying again later: no network, or the server's own trouble. */
export const worthRetrying = (e: unknown) => !isApiError(e) || e.status >= 500 || e.status === 408 || e.status === 429;

/**
 * Sends the store's waiting orders, oldest first; stops at the first that cannot go yet. Answers
 * the orders sent.
 */
export async function flushOrders(
  clientId: string,
  send: (body: SendOrderBody) => Promise<KioskOrder>,
  storage: Storage = localStorage,
): Promise<KioskOrder[]> {
  const sent: KioskOrder[] = [];
  for (const q of queuedOrders(clientId, storage)) {
    try {
      sent.push(await send({ ...q.body, waited: true }));
    } catch (e) {
      if (worthRetrying(e)) break;
    }
    save(
      clientId,
      queuedOrders(clientId, storage).filter((o) => o.body.key !== q.body.key),
      storage,
    );
  }
  return sent;
}
