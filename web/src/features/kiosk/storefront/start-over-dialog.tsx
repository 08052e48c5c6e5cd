import * as ordersMessages from '#shared/messages/kiosk/orders';
import { keepFocusInside } from './keep-focus.ts';
import { useModalDialog } from './modal-dialog.ts';

/** 'Start Over' with products in the cart asks first: a shopper's cart is not emptied by a stray tap. */
export function StartOverDialog({ count, onYes, onNo }: { count: number; onYes: () => void; onNo: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className="kiosk-ask"
      aria-labelledby="kiosk-start-over-title"
      aria-describedby="kiosk-start-over-text"
      onClose={onNo}
      onKeyDown={keepFocusInside}
    >
      <h2 id="kiosk-start-over-title">{ordersMessages.startOverTitle}</h2>
      <p id="kiosk-start-over-text">{ordersMessages.startOverAsk(count)}</p>
      <div className="kiosk-cart-actions">
        {/* the safe answer has the focus: Enter keeps the cart */}
        <button type="button" className="kiosk-button" autoFocus onClick={() => ref.current?.close()}>
          {ordersMessages.startOverNo}
        </button>
        <button type="button" className="kiosk-button kiosk-button-primary" onClick={onYes}>
          {ordersMessages.startOverYes}
        </button>
      </div>
    </dialog>
  );
}
