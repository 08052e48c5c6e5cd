import { dayIn } from '#shared/points-offers';
import { storeTimeZone } from '#shared/store-time-zone';
import { cardsOf, inventoryShelf, storeOf } from '#lib/kiosk/storefront';
import { moveOrder, nextOrderNumber, orderIdentity, putOrder } from '#lib/kiosk/store/orders';
import { addToDay } from '#lib/loyalty/store/activity';
import { noteBalance } from '#lib/loyalty/store/audiences';
import { getMember } from '#lib/loyalty/store/members';
import { balanceOf } from '#lib/loyalty/store/points';
import { awardSource } from '#lib/loyalty/ledger';
import { makeId } from './demo-data.ts';

// Kiosk orders the demo dispensary's checked-in members sent over the last weeks
// (docs/client-loyalty-analytics.md, Demo), so the analytics page's "kiosk orders from members" is
// not zero: each written as the order route writes one (the tablet key's id and code, the day's
// number, the lines as the kiosk showed them, the member's phone) and moved to ready and picked up
// as staff do, which writes the purchase its points come from. The seed writes before the stream
// workers run, so the points are awarded through the ledger and the day's counts written here.

const DEMO_DISPENSARY = makeId(2, 0);
/** The dispensary's members' phones (loyalty-members.ts). */
const PHONES = Array.from({ length: 12 }, (_, i) => `+12065550${200 + i}`);
/** Days before the seed each order was sent, and how many products it holds. */
const ORDERS = [
  { daysAgo: 2, lines: 2 },
  { daysAgo: 5, lines: 1 },
  { daysAgo: 9, lines: 3 },
  { daysAgo: 16, lines: 1 },
  { daysAgo: 24, lines: 2 },
];
const MINUTE = 60_000;

export async function seedMemberKioskOrdersDemo(now = new Date()): Promise<void> {
  const store = await storeOf(DEMO_DISPENSARY);
  const zone = storeTimeZone(store as { state?: string; zip?: string });
  const cards = await cardsOf([...(await inventoryShelf(store, 6)).shelf.keys()]);
  const members = (await Promise.all(PHONES.map((phone) => getMember(DEMO_DISPENSARY, phone)))).filter(
    (m) => m?.loyaltyStatus === 'active' && m.lastVisitAt,
  );
  if (!cards.length || !members.length) return;
  for (const [k, o] of ORDERS.entries()) {
    const phone = members[k % members.length]!.phone;
    const at = new Date(now.getTime() - o.daysAgo * 86_400_000);
    const sentAt = at.toISOString();
    const { id, code } = orderIdentity(DEMO_DISPENSARY, `demo-seed-order-${k}`);
    const order = await putOrder({
      _id: id,
      clientId: DEMO_DISPENSARY,
      number: await nextOrderNumber(DEMO_DISPENSARY, sentAt),
      code,
      status: 'new',
      items: Array.from({ length: o.lines }, (_, i) => cards[(k + i) % cards.length]!).map((card, i) => ({
        productId: card._id,
        quantity: 1 + (i % 2),
        name: card.name ?? card.productName ?? 'Product',
        ...(card.brand?.name && { brand: card.brand.name }),
        ...(card.productCategory && { category: card.productCategory }),
      })),
      memberPhone: phone,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    if (order.status !== 'new') continue;
    const ready = await moveOrder(order, 'ready', new Date(at.getTime() + 6 * MINUTE).toISOString());
    const pickedUpAt = new Date(at.getTime() + 14 * MINUTE).toISOString();
    if (!ready || !(await moveOrder(ready, 'pickedUp', pickedUpAt))) continue;
    const awarded = await awardSource({
      kind: 'purchase',
      purchase: {
        id: order._id,
        clientId: DEMO_DISPENSARY,
        phone,
        at: pickedUpAt,
        productIds: order.items.map((i) => i.productId),
      },
    });
    const points = awarded.reduce((sum, a) => sum + (typeof a === 'string' ? 0 : a.points), 0);
    await addToDay(DEMO_DISPENSARY, dayIn(zone, at), { memberOrders: 1 });
    if (points) await addToDay(DEMO_DISPENSARY, dayIn(zone, new Date(pickedUpAt)), { pointsIssued: points });
    await noteBalance(DEMO_DISPENSARY, phone, await balanceOf(DEMO_DISPENSARY, phone));
  }
}
