import * as orders from '#shared/routes/kiosk/orders';
import { shownOrder } from '#lib/kiosk/order-view';
import { listOrders } from '#lib/kiosk/store/orders';
import { securedRoute } from '#lib/runtime/secured-route';

/** The store's open orders, oldest first (the counter's queue), or its history, newest first (docs/kiosk-orders.md). */
export const handler = securedRoute(orders.kioskOrders, async ({ params, query }) => {
  const page = await listOrders(params.clientId, query.view, query.cursor);
  return { error: false as const, orders: page.orders.map(shownOrder), nextCursor: page.nextCursor };
});
