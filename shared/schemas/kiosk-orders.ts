import * as z from 'zod/mini';
import { clientParamsSchema } from './client.ts';
import { cursorSchema, idSchema, isoDateTime, text } from './common.ts';
import { e164Schema } from './loyalty-member.ts';

// A shopper's cart sent from a store's kiosk to its counter (docs/kiosk-orders.md): what they chose
// and, if they checked in, their membership. No payment: the sale happens at the counter's
// point-of-sale.

/** Products one order may hold, and how many of one. */
export const ORDER_ITEMS_MAX = 30;
export const ORDER_QUANTITY_MAX = 20;
/** How often the staff's Kiosk Orders screen reads the open orders again: a new order shows within this. */
export const ORDERS_POLL_MS = 4_000;
/** Orders a page of the store's history shows. */
export const ORDERS_PAGE_SIZE = 25;
/** Open orders the counter's screen lists at once, oldest first: a rush beyond this waits its turn. */
export const OPEN_ORDERS_MAX = 100;

export const ORDER_STATUSES = ['new', 'ready', 'pickedUp', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses staff move an order to, and from which. */
export const ORDER_MOVES = {
  ready: ['new'],
  pickedUp: ['new', 'ready'],
  cancelled: ['new', 'ready'],
} as const satisfies Record<Exclude<OrderStatus, 'new'>, readonly OrderStatus[]>;

/**
 * The tablet's key for one order, made when the shopper presses send and kept while it waits for
 * the network: the same key sent twice is the same order (docs/kiosk-orders.md, Offline).
 */
export const orderKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'must be the order key the kiosk made (16 to 64 letters, digits or -)'));

/** What the order id and code are made from: the store and the tablet's key, hashed (SHA-256). */
export const orderHashInput = (clientId: string, key: string) => `${clientId}:${key}`;
// letters and digits a shopper cannot misread (no 0/O, 1/I)
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/**
 * The four-letter code of an order, from its hash: the tablet works it out itself for an order
 * that waits for the network, and the server the same for the order it writes.
 */
export const orderCode = (hash: Uint8Array) =>
  [...hash.subarray(12, 16)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

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
