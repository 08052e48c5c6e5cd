import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  moveOrderBodySchema,
  orderParamsSchema,
  ordersAnswerSchema,
  ordersQuerySchema,
  sendOrderAnswerSchema,
  sendOrderBodySchema,
} from '../../schemas/kiosk-orders.ts';

// Kiosk orders (docs/kiosk-orders.md): the store's locked kiosk (or its staff) sends a shopper's
// cart to the counter; the store's staff see the open orders and move each along.

export const sendKioskOrder = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/kiosk/{clientId}/orders',
  handler: 'kiosk/orders/send-order',
  access: 'clientKiosk',
  params: clientParamsSchema,
  body: sendOrderBodySchema,
  response: sendOrderAnswerSchema,
  needs: { table: 'write' },
});

export const kioskOrders = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/kioskOrders',
  handler: 'kiosk/orders/list-orders',
  access: 'clientMember',
  params: clientParamsSchema,
  query: ordersQuerySchema,
  response: ordersAnswerSchema,
  needs: { table: 'read' },
});

export const moveKioskOrder = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/kioskOrders/{orderId}',
  handler: 'kiosk/orders/move-order',
  access: 'clientMember',
  params: orderParamsSchema,
  body: moveOrderBodySchema,
  response: sendOrderAnswerSchema,
  needs: { table: 'write' },
});
