import type { SendOrderBody } from '#shared/schemas/kiosk-orders';
import { call } from '#web/api/client.ts';

/** Sends a cart to the store's counter (docs/kiosk-orders.md). */
export const sendOrder = async (clientId: string, body: SendOrderBody) =>
  (await call('sendKioskOrder', { params: { clientId }, body })).order;
