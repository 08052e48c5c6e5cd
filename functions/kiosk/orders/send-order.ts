import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as orders from '#shared/routes/kiosk/orders';
import { badRequest, forbidden } from '#lib/base/errors';
import { shownAmong, cardsOf, storeOf } from '#lib/kiosk/storefront';
import { shownOrder } from '#lib/kiosk/order-view';
import type { KioskCard } from '#shared/schemas/kiosk';
import type { SendOrderBody } from '#shared/schemas/kiosk-orders';
import { getOrder, nextOrderNumber, orderIdentity, putOrder } from '#lib/kiosk/store/orders';
import { getMember } from '#lib/loyalty/store/members';
import { securedRoute } from '#lib/runtime/secured-route';

type Short = 'out' | 'unavailable' | number;

/** What the store has of a line it cannot fill as asked: none, or fewer than the quantity. */
function shortage(card: KioskCard | undefined, quantity: number): [string, Short][] {
  const stock = card?.stock;
  if (!card || stock === undefined) return [];
  if (typeof stock === 'number') return quantity > stock ? [[card._id, stock]] : [];
  return [[card._id, stock]];
}

const nameOf = (card: KioskCard | undefined) => card?.name ?? card?.productName ?? 'A product';

/** The words the shopper is refused with: what is gone, else the first line asking too many. */
function refusal(items: SendOrderBody['items'], cards: Map<string, KioskCard>, short: Map<string, Short>) {
  const gone = items
    .filter((i) => typeof short.get(i.productId) === 'string')
    .map((i) => nameOf(cards.get(i.productId)));
  if (gone.length) return ordersMessages.soldOut(gone);
  const [id, left] = [...short][0]!;
  return ordersMessages.fewerLeft(nameOf(cards.get(id)), left as number);
}

/**
 * A shopper's cart sent to the counter (docs/kiosk-orders.md). The same tablet key is the same
 * order: a retry, or a queue sent again after the network came back, answers the order the first
 * made, with its number. Only products the store shows, for a store whose cart is on; a member's
 * phone only if they are this store's member. A cart asking more than the store has is refused
 * with what is short; one that waited for the network is taken with those lines marked.
 */
export const handler = securedRoute(orders.sendKioskOrder, async ({ params, body }) => {
  const { id, code } = orderIdentity(params.clientId, body.key);
  const sent = await getOrder(params.clientId, id);
  if (sent) return { error: false as const, order: shownOrder(sent) };
  const store = await storeOf(params.clientId);
  if (!store.kioskConfig?.cartEnabled) throw forbidden(ordersMessages.cartOff);
  const ids = body.items.map((i) => i.productId);
  const shown = await shownAmong(store, ids);
  if (ids.some((p) => !shown.has(p))) throw badRequest(ordersMessages.notShown);
  if (body.memberPhone) {
    const member = await getMember(store._id, body.memberPhone);
    if (!member || member.loyaltyStatus !== 'active') throw badRequest(ordersMessages.notAMember);
  }
  const cards = new Map((await cardsOf(ids, shown)).map((c) => [c._id, c]));
  const short = new Map(body.items.flatMap((i) => shortage(cards.get(i.productId), i.quantity)));
  if (short.size && !body.waited) throw badRequest(refusal(body.items, cards, short));
  const at = new Date().toISOString();
  const order = await putOrder({
    _id: id,
    clientId: store._id,
    number: await nextOrderNumber(store._id, at),
    code,
    status: 'new',
    items: body.items.map((i) => {
      const card = cards.get(i.productId);
      return {
        productId: i.productId,
        quantity: i.quantity,
        name: card?.name ?? card?.productName ?? 'Product',
        ...(card?.brand?.name && { brand: card.brand.name }),
        ...(card?.productCategory && { category: card.productCategory }),
        ...(short.has(i.productId) && { shortWhenSent: short.get(i.productId) }),
      };
    }),
    ...(body.memberPhone && { memberPhone: body.memberPhone }),
    createdAt: at,
    updatedAt: at,
  });
  return { error: false as const, order: shownOrder(order) };
});
