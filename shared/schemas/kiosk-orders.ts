import * as z from 'zod/mini';
import { clientParamsSchema } from './client.ts';
import { cursorSchema, idSchema, isoDateTime, text } from './common.ts';
import { e164Schema } from './loyalty-member.ts';
import { ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX, ORDER_STATUSES } from '../kiosk-orders.ts';

// A shopper's cart sent from a store's kiosk to its counter (docs/kiosk-orders.md): what they chose
// and, if they checked in, their membership. No payment: the sale happens at the counter's
// point-of-sale.

/**
 * The tablet's key for one order, made when the shopper presses send and kept while it waits for
 * the network: the same key sent twice is the same order (docs/kiosk-orders.md, Offline).
 */
export const orderKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'must be the order key the kiosk made (16 to 64 letters, digits or -)'));

export const orderItemBodySchema = z.strictObject({
  productId: idSchema,
  quantity: z
    .int()
    .check(z.gte(1, 'must be 1 or more'), z.lte(ORDER_QUANTITY_MAX, `must be ${ORDER_QUANTITY_MAX} or less`)),
});

export const sendOrderBodySchema = z.strictObject({
  key: orderKeySchema,
  items: z.array(orderItemBodySchema).check(
    z.minLength(1, 'the cart is empty'),
    z.maxLength(ORDER_ITEMS_MAX, `at most ${ORDER_ITEMS_MAX} products`),
    z.refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'a product is listed twice'),
  ),
  /** The checked-in member's phone, as the check-in answered it. */
  memberPhone: z.optional(e164Schema),
  /**
   * Sent from the tablet's queue once the network came back. The shopper already holds the order's
   * code, so a line the store can no longer fill is kept and marked for staff to settle at the
   * counter, where a cart sent live is refused and the shopper changes it.
   */
  waited: z.optional(z.literal(true)),
});
export type SendOrderBody = z.infer<typeof sendOrderBodySchema>;

export const orderItemSchema = z.object({
  productId: idSchema,
  quantity: z.int(),
  /** The product as the kiosk showed it when the order was sent. */
  name: z.string(),
  brand: z.optional(z.string()),
  category: z.optional(z.string()),
  /** An order that waited for the network, asking more than the store had when it arrived: what it had. */
  shortWhenSent: z.optional(z.union([z.enum(['out', 'unavailable']), z.int()])),
});

export const kioskOrderSchema = z.object({
  _id: idSchema,
  clientId: idSchema,
  /** The day's order number at this store, what the shopper is told and staff call. */
  number: z.int(),
  /** Four letters from the tablet's key: what a shopper whose order waited for the network is shown. */
  code: text(8, 4),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  /** A checked-in member's phone's last four digits (staff see no more of it). */
  member: z.optional(z.object({ last4: z.string() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  readyAt: z.optional(isoDateTime),
  pickedUpAt: z.optional(isoDateTime),
  cancelledAt: z.optional(isoDateTime),
});
export type KioskOrder = z.infer<typeof kioskOrderSchema>;

export const sendOrderAnswerSchema = z.object({ error: z.literal(false), order: kioskOrderSchema });

export const ordersQuerySchema = z.object({
  view: z._default(z.enum(['open', 'done']), 'open'),
  cursor: z.optional(cursorSchema),
});
export const ordersAnswerSchema = z.object({
  error: z.literal(false),
  orders: z.array(kioskOrderSchema),
  nextCursor: z.nullable(z.string()),
});

export const orderParamsSchema = z.object({ ...clientParamsSchema.shape, orderId: idSchema });
export const moveOrderBodySchema = z.strictObject({ status: z.enum(['ready', 'pickedUp', 'cancelled']) });
export type OrderMove = z.infer<typeof moveOrderBodySchema>['status'];
