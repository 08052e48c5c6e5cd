import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as orders from '#shared/routes/kiosk/orders';
import { conflict, notFound } from '#lib/base/errors';
import { shownOrder } from '#lib/kiosk/order-view';
import { getOrder, moveOrder } from '#lib/kiosk/store/orders';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Staff move an order along: ready, picked up (a member's purchase written with it, so the store's
 * purchase offers award its points once), or cancelled. A move from where the order no longer is
 * (another member of staff was quicker) answers 409 and says where it is.
 */
export const handler = securedRoute(orders.moveKioskOrder, async ({ params, body }) => {
  const order = await getOrder(params.clientId, params.orderId, true);
  if (!order) throw notFound(ordersMessages.orderNotFound);
  const moved = await moveOrder(order, body.status, new Date().toISOString());
  if (moved) return { error: false as const, order: shownOrder(moved) };
  const now = (await getOrder(params.clientId, params.orderId, true)) ?? order;
  throw conflict(
    ordersMessages.cannotMove(ordersMessages.STATUS_WORDS[now.status], ordersMessages.STATUS_WORDS[body.status]),
  );
});
