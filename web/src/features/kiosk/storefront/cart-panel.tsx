import { useState } from 'react';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import type { KioskCard } from '#shared/schemas/kiosk';
import { ORDER_QUANTITY_MAX } from '#shared/kiosk-orders';
import type { KioskOrder } from '#shared/schemas/kiosk-orders';
import { isApiError } from '#web/api/errors.ts';
import { keepFocusInside } from './keep-focus.ts';
import { useModalDialog } from './modal-dialog.ts';
import { OrderSent } from './order-sent.tsx';
import { money, priceText } from './card-facts.ts';

/** The most of a product one order takes: the order's limit, or what the store says is left. */
const mostOf = (card: KioskCard) =>
  typeof card.stock === 'number' ? Math.min(card.stock, ORDER_QUANTITY_MAX) : ORDER_QUANTITY_MAX;

/** How sending a cart ended: at the counter, or waiting on the tablet for the network. */
export type SendOutcome = { kind: 'sent'; order: KioskOrder } | { kind: 'queued'; code: string };

export interface CartLine {
  card: KioskCard;
  quantity: number;
}

/**
 * The cart as a list (docs/kiosk-orders.md): each product with its quantity, the count, and 'Send
 * to the counter' where this tablet may order (a locked kiosk, the store's staff); elsewhere the
 * list is what the shopper shows at the counter. A native modal dialog, as the detail overlay.
 */
export function CartPanel({
  clientId,
  lines,
  onQuantity,
  onClose,
  send,
  onDone,
}: {
  clientId: string;
  lines: CartLine[];
  onQuantity: (id: string, quantity: number) => void;
  onClose: () => void;
  /** Sends the cart; without it the list is shown only. */
  send?: (() => Promise<SendOutcome>) | undefined;
  /** After the order is sent and the shopper is done: the storefront starts over. */
  onDone: () => void;
}) {
  const ref = useModalDialog();
  const [state, setState] = useState<
    { kind: 'list' } | { kind: 'sending' } | { kind: 'failed'; why?: string } | SendOutcome
  >({
    kind: 'list',
  });
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  // the store's prices add up only when every line has one: a part-total would read as the whole
  const total = lines.every((l) => l.card.price)
    ? Math.round(lines.reduce((sum, l) => sum + l.card.price!.amount * l.quantity, 0) * 100) / 100
    : undefined;
  const titleId = 'kiosk-cart-title';
  const finished = state.kind === 'sent' || state.kind === 'queued';

  const submit = async () => {
    if (!send) return;
    setState({ kind: 'sending' });
    try {
      setState(await send());
    } catch (e) {
      // the store refusing the cart says what to change; anything else is the generic fault
      setState(isApiError(e) && e.status < 500 ? { kind: 'failed', why: e.message } : { kind: 'failed' });
    }
  };

  return (
    <dialog
      ref={ref}
      className="kiosk-detail kiosk-cart-panel"
      aria-labelledby={titleId}
      onClose={finished ? onDone : onClose}
      onKeyDown={keepFocusInside}
    >
      {finished ? (
        <OrderSent clientId={clientId} outcome={state} titleId={titleId} onDone={onDone} />
      ) : (
        <>
          <h2 id={titleId}>{ordersMessages.cartTitle}</h2>
          {lines.length === 0 ? (
            <p className="kiosk-message">{ordersMessages.cartEmpty}</p>
          ) : (
            <>
              <ul className="kiosk-cart-lines" aria-label="Products in your cart">
                {lines.map(({ card, quantity }) => (
                  <li key={card._id} className="kiosk-cart-line">
                    {card.featureImage ? (
                      <img src={card.featureImage} alt="" className="kiosk-cart-image" />
                    ) : (
                      // keeps the name in its own column when a product has no picture
                      <span className="kiosk-cart-image" aria-hidden="true" />
                    )}
                    <div className="kiosk-cart-name">
                      <strong>{card.name}</strong>
                      <span>{card.brand.name}</span>
                      {card.price && <span>{priceText(card)}</span>}
                    </div>
                    <div className="kiosk-cart-quantity" role="group" aria-label={`Quantity of ${card.name}`}>
                      <button
                        type="button"
                        className="kiosk-button"
                        aria-label={quantity > 1 ? `One less ${card.name}` : `Remove ${card.name}`}
                        onClick={() => onQuantity(card._id, quantity - 1)}
                      >
                        {quantity > 1 ? '−' : '✕'}
                      </button>
                      <output aria-live="polite" aria-label={`${quantity} of ${card.name}`}>
                        {quantity}
                      </output>
                      <button
                        type="button"
                        className="kiosk-button"
                        aria-label={`One more ${card.name}`}
                        disabled={quantity >= mostOf(card)}
                        onClick={() => onQuantity(card._id, quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="kiosk-cart-total" role="status">
                {count} {count === 1 ? 'item' : 'items'}
                {total !== undefined && ` · ${money(total)}`}
              </p>
              {!send && <p className="kiosk-message">{ordersMessages.showAtCounter}</p>}
              {state.kind === 'failed' && (
                <p className="kiosk-message" role="alert">
                  {state.why ?? ordersMessages.sendFailed}
                </p>
              )}
            </>
          )}
          <div className="kiosk-cart-actions">
            <button type="button" className="kiosk-button" onClick={() => ref.current?.close()}>
              {ordersMessages.keepBrowsing}
            </button>
            {send && lines.length > 0 && (
              <button
                type="button"
                className="kiosk-button kiosk-button-primary"
                disabled={state.kind === 'sending'}
                onClick={() => void submit()}
              >
                {state.kind === 'sending' ? ordersMessages.sending : ordersMessages.sendToCounter}
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
