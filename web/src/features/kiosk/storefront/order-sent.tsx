import { useEffect, useState } from 'react';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import { pages } from '#web/app/paths.ts';
import type { SendOutcome } from './cart-panel.tsx';

/** The sent screen gives the shopper this long to note the number before the storefront starts over. */
export const ORDER_SENT_MS = 30_000;

/**
 * The shopper's order number (or, for an order waiting for the network, its code) and a QR code
 * staff can scan to open it on Kiosk Orders; the storefront starts over after a while or on Done.
 */
export function OrderSent({
  clientId,
  outcome,
  titleId,
  onDone,
}: {
  clientId: string;
  outcome: SendOutcome;
  titleId: string;
  onDone: () => void;
}) {
  const code = outcome.kind === 'sent' ? outcome.order.code : outcome.code;
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    const url = `${location.origin}${pages.clientKioskOrders.href({ clientId })}?code=${code}`;
    let live = true;
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toDataURL(url, { margin: 1, width: 220 }).then((data) => live && setQr(data)),
    );
    return () => {
      live = false;
    };
  }, [clientId, code]);
  useEffect(() => {
    const t = setTimeout(onDone, ORDER_SENT_MS);
    return () => clearTimeout(t);
  }, [onDone]);
  return (
    <div className="kiosk-order-sent">
      <h2 id={titleId}>
        {outcome.kind === 'sent' ? ordersMessages.orderSent(outcome.order.number) : ordersMessages.sendToCounter}
      </h2>
      {outcome.kind === 'sent' ? (
        <>
          <p className="kiosk-order-number" aria-hidden="true">
            {outcome.order.number}
          </p>
          <p>{ordersMessages.orderSentHelp}</p>
        </>
      ) : (
        <p role="status">{ordersMessages.orderQueued(code)}</p>
      )}
      <p className="kiosk-order-code">
        Code <strong>{code}</strong>
      </p>
      {qr && <img src={qr} alt={`QR code of order code ${code} for staff`} width={220} height={220} />}
      <button type="button" className="kiosk-button kiosk-button-primary" onClick={onDone}>
        {ordersMessages.done}
      </button>
    </div>
  );
}
