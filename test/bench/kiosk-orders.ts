import { ORDERS_POLL_MS } from '#shared/kiosk-orders';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { session, uniqueIp } from '#test/support/session';

// An order's way from 'Send to the counter' to the staff's Kiosk Orders screen
// (`npm run bench -- kiosk`, `KIOSK_BENCH=orders` alone), on the local platform with the demo
// store (its cart on): a tablet sends orders at random moments while a second session reads the
// open orders every ORDERS_POLL_MS, as the screen does. For each order: the send's own time, and
// the time from pressing send to the first read that lists it. The read's pace dominates the
// second (on average half an interval), so the figure is what staff wait, not the server's speed.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;

const ORDERS = 30;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const ms = (x: number) => `${Math.round(x)} ms`;

export async function orderFigures(row: Row, base: string, storeId: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'dispensary')!;
  const signIn = async () => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/signin', { email: account.email, password: account.password });
    if (r.status !== 200) throw new Error(`the demo dispensary could not sign in: ${JSON.stringify(r.body)}`);
    return s;
  };
  const [tablet, counter] = [await signIn(), await signIn()];
  const inventory = await tablet.get(`/api/kiosk/${storeId}/products?limit=20`);
  // what a shopper can put in the cart: the store's products in stock with no count, which thirty
  // orders picked up cannot run out
  const ids = (inventory.body.products as { _id: string; stock?: string | number }[])
    .filter((p) => p.stock === undefined)
    .map((p) => p._id);
  if (ids.length === 0) throw new Error('the demo store has no product in stock');

  // every order the screen's reads list, when first listed: an order may be listed before its
  // send has answered, so the two are matched after
  const firstSeen = new Map<string, number>();
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const r = await counter.get(`/api/client/${storeId}/kioskOrders`);
      const now = performance.now();
      for (const o of r.body.orders as { _id: string }[]) {
        if (firstSeen.has(o._id)) continue;
        firstSeen.set(o._id, now);
        // staff fill it, so the counter's queue stays as short as a store's
        await counter.put(`/api/client/${storeId}/kioskOrders/${o._id}`, { status: 'pickedUp' });
      }
      await new Promise((done) => setTimeout(done, ORDERS_POLL_MS));
    }
  })();
  const sends: number[] = [];
  const sent: { id: string; at: number }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    await new Promise((done) => setTimeout(done, Math.random() * ORDERS_POLL_MS));
    const t = performance.now();
    const r = await tablet.post(`/api/kiosk/${storeId}/orders`, {
      key: `bench-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
      items: [{ productId: ids[i % ids.length]!, quantity: 1 }],
    });
    if (r.status !== 200) throw new Error(`an order was refused: ${JSON.stringify(r.body)}`);
    sends.push(performance.now() - t);
    sent.push({ id: r.body.order._id as string, at: t });
  }
  const deadline = performance.now() + 5 * ORDERS_POLL_MS;
  while (sent.some((o) => !firstSeen.has(o.id))) {
    if (performance.now() > deadline) throw new Error('an order never reached the staff screen');
    await new Promise((done) => setTimeout(done, 100));
  }
  polling = false;
  await poller;
  const seenAfter = sent.map((o) => firstSeen.get(o.id)! - o.at);
  row(
    `kiosk order: Send to the counter, p50 / p99 (${ORDERS} orders)`,
    `${ms(pct(sends, 0.5))} / ${ms(pct(sends, 0.99))}`,
    '',
    true,
  );
  row(
    `kiosk order: send to the staff screen (read every ${ORDERS_POLL_MS / 1000} s), p50 / p99`,
    `${ms(pct(seenAfter, 0.5))} / ${ms(pct(seenAfter, 0.99))}`,
    `≤ ${ORDERS_POLL_MS / 1000 + 1} s ("within seconds")`,
    pct(seenAfter, 0.99) <= ORDERS_POLL_MS + 1000,
  );
}
