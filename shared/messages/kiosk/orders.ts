// Kiosk orders (docs/kiosk-orders.md): the shopper's cart sent to the counter, and the store's
// Kiosk Orders screen. Not in the spec: worded as the storefront's own texts are.

export const cartOff = 'This store takes no orders from its kiosk.' as const;
export const notShown = 'A product in the cart is no longer in this store. Remove it and send the cart again.' as const;
export const soldOut = (names: readonly string[]) =>
  names.length === 1
    ? `${names[0]} is out of stock now. Remove it and send the cart again.`
    : `${names.join(', ')} are out of stock now. Remove them and send the cart again.`;
export const fewerLeft = (name: string, left: number) =>
  `Only ${left} of ${name} left. Lower the quantity and send the cart again.`;
export const shortWhenSent = (short: 'out' | 'unavailable' | number) =>
  short === 'out'
    ? 'Out of stock when sent'
    : short === 'unavailable'
      ? 'Unavailable when sent'
      : `Only ${short} left when sent`;
export const notAMember = 'The checked-in phone is not a member of this store.' as const;
export const orderNotFound = 'No such order at this store.' as const;
export const cannotMove = (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`;
export const STATUS_WORDS = {
  new: 'new',
  ready: 'ready',
  pickedUp: 'picked up',
  cancelled: 'cancelled',
} as const;

// the shopper's screens
export const cartTitle = 'Your cart' as const;
export const cartEmpty = 'Your cart is empty. Tap Add To Cart on a product to add it.' as const;
export const sendToCounter = 'Send to the counter' as const;
export const keepBrowsing = 'Keep browsing' as const;
export const sending = 'Sending your order…' as const;
export const sendFailed = 'Your order could not be sent. Try again, or show this list at the counter.' as const;
export const orderSent = (n: number) => `Order ${n} is on its way to the counter.` as const;
export const orderSentHelp =
  'Tell staff your order number when you reach the counter, or show them this code.' as const;
export const orderQueued = (code: string) =>
  `Your order is saved on this kiosk and will reach the counter as soon as the kiosk is back online. Give staff the code ${code} at the counter.`;
export const done = 'Done' as const;
export const showAtCounter = 'Show this list at the counter.' as const;
export const startOverTitle = 'Start over?' as const;
export const startOverAsk = (n: number) =>
  `Your cart holds ${n} ${n === 1 ? 'product' : 'products'}. Starting over empties it.` as const;
export const startOverYes = 'Empty the cart and start over' as const;
export const startOverNo = 'Keep my cart' as const;
export const queuedOrders = (n: number) => `${n} ${n === 1 ? 'order waits' : 'orders wait'} for the network.` as const;

// the store's screen
export const noOpenOrders = 'No orders are waiting. New orders from the kiosk appear here within seconds.' as const;
export const noDoneOrders = 'No picked up or cancelled orders yet.' as const;
export const soundLabel = 'Play a sound when an order arrives' as const;
export const cancelTitle = (n: number) => `Cancel order ${n}?` as const;
export const cancelAsk = 'The shopper is not told: let them know at the counter.' as const;
