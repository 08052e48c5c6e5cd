// A shopper's cart sent from a store's kiosk to its counter (docs/kiosk-orders.md): its limits,
// statuses and the order's code. Apart from the orders' schemas (schemas/kiosk-orders.ts), so the
// storefront's first load, which works out codes and counts quantities, carries no zod.

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
