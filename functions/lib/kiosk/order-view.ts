import type { KioskOrder } from '#shared/schemas/kiosk-orders';
import type { StoredOrder } from '#lib/kiosk/store/orders';

/** An order as any answer gives it: the member's phone down to its last four digits. */
export function shownOrder({ memberPhone, ...order }: StoredOrder): KioskOrder {
  return memberPhone ? { ...order, member: { last4: memberPhone.slice(-4) } } : order;
}
