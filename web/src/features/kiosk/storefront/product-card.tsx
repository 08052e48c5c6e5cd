import type { KioskCard } from '#shared/schemas/kiosk';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { potencyText, priceText, safetyPass, stockText } from './card-facts.ts';

export type CardSize = 'normal' | 'small';

/**
 * A product card (spec 3): feature image, badge, name, brand, product name and type; then what a
 * shopper decides by: THC and CBD, the store's price and size, low or no stock, the safety pass
 * (docs/kiosk.md); 'not in store' when the store does not carry it.
 */
export function ProductCard({
  card,
  size,
  inStore,
  onOpen,
  first = false,
}: {
  card: KioskCard;
  size: CardSize;
  inStore: boolean;
  onOpen: (card: KioskCard) => void;
  /** One of the cards on screen when the page opens: its image is the page's largest paint, so it loads at once. */
  first?: boolean;
}) {
  const stamp = size === 'small' ? 64 : 96;
  const potency = potencyText(card);
  const price = priceText(card);
  const stock = inStore ? stockText(card) : undefined;
  const pass = safetyPass(card);
  return (
    <button
      type="button"
      className={`kiosk-card kiosk-card-${size}${stock?.out ? ' kiosk-card-out' : ''}`}
      aria-haspopup="dialog"
      onClick={() => onOpen(card)}
    >
      <span className={`kiosk-card-media${card.featureImage ? ' kiosk-card-media-image' : ''}`}>
        {card.featureImage && (
          <img
            src={card.featureImage}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className="kiosk-card-image"
          />
        )}
        <ListStamp test={card.testResult} size={stamp} idPrefix={`kiosk-${card._id}`} />
        {inStore && card.featured && <span className="kiosk-card-featured">{storefrontMessages.featured}</span>}
      </span>
      <span className="kiosk-card-name">{card.name}</span>
      <span className="kiosk-card-brand">{card.brand.name}</span>
      {card.productName && <span className="kiosk-card-line">{card.productName}</span>}
      <span className="kiosk-card-line">{card.productType}</span>
      {potency && <span className="kiosk-card-potency">{potency}</span>}
      {inStore && (price || card.size) && (
        <span className="kiosk-card-price">
          {price && <strong>{price}</strong>}
          {price && card.size && ' · '}
          {card.size}
        </span>
      )}
      {stock && <span className={`kiosk-card-stock${stock.out ? ' kiosk-card-stock-out' : ''}`}>{stock.text}</span>}
      {pass && <span className="kiosk-card-pass">{pass}</span>}
      {!inStore && <span className="kiosk-not-in-store">{storefrontMessages.notInStore}</span>}
    </button>
  );
}
