import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as orders from '#shared/routes/kiosk/orders';
import { badRequest, forbidden } from '#lib/base/errors';
import { shownAmong, cardsOf, storeOf } from '#lib/kiosk/storefront';
import { shownOrder } from '#lib/kiosk/order-view';
import { getOrder, nextOrderNumber, orderIdentity, putOrder } from '#lib/kiosk/store/orders';
import { getMember } from '#lib/loyalty/store/members';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A shopper's cart sent to the counter (docs/kiosk-orders.md). The same tablet key is the same
 * order: a retry, or a queue sent again after the network came back, answers the order the first
 * made, with its number. Only products the store shows, for a store whose cart is on; a member's
 * phone only if they are this store's member.
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
  const cards = new Map((await cardsOf(ids)).map((c) => [c._id, c]));
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
      };
    }),
    ...(body.memberPhone && { memberPhone: body.memberPhone }),
    createdAt: at,
    updatedAt: at,
  });
  return { error: false as const, order: shownOrder(order) };
});
