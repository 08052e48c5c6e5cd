import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as commonMessages from '#shared/messages/common';
import * as consumerMessages from '#shared/messages/consumer';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import type { KioskCard } from '#shared/schemas/kiosk';
import { CATEGORY_LABELS } from '#shared/kiosk';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { isOnline } from '#web/lib/network-state.ts';
import { similarQuery } from './api.ts';
import { ProductCard } from './product-card.tsx';
import { keepFocusInside } from './keep-focus.ts';
import { useModalDialog } from './modal-dialog.ts';
import { SafetyDetails } from './safety-details.tsx';
import { inStock, priceText, stockText } from './card-facts.ts';

const percent = (n: number) => `${Math.round(n * 100) / 100}%`;

/**
 * The product detail overlay (spec 3), full screen. A native modal <dialog>: the page behind it is
 * inert, so focus stays inside, and Escape closes it.
 */
export function DetailOverlay({
  clientId,
  card,
  inStore,
  cartEnabled,
  inCart,
  onToggleCart,
  onOpen,
  onClose,
  onLegend,
}: {
  clientId: string;
  card: KioskCard;
  inStore: boolean;
  cartEnabled: boolean;
  inCart: boolean;
  onToggleCart: (id: string) => void;
  onOpen: (card: KioskCard) => void;
  onClose: () => void;
  /** 'What the colours mean': the stamp's colour key. */
  onLegend: () => void;
}) {
  const ref = useModalDialog();
  useEffect(() => {
    ref.current?.scrollTo?.({ top: 0 });
  }, [card._id]);
  const similar = useQuery({ ...similarQuery(clientId, card._id), enabled: inStore });
  const category = CATEGORY_LABELS[card.productCategory];
  const titleId = `kiosk-detail-${card._id}`;
  const price = priceText(card);
  const stock = inStore ? stockText(card) : undefined;
  return (
    <dialog ref={ref} className="kiosk-detail" aria-labelledby={titleId} onClose={onClose} onKeyDown={keepFocusInside}>
      <div className="kiosk-detail-body">
        <div className="kiosk-detail-media">
          {card.featureImage && <img src={card.featureImage} alt={card.name} className="kiosk-detail-image" />}
          <ListStamp test={card.testResult} size={200} idPrefix={`kiosk-detail-${card._id}`} />
          <button type="button" className="kiosk-button kiosk-legend-button" aria-haspopup="dialog" onClick={onLegend}>
            {storefrontMessages.colourLegend}
          </button>
          {card.testResult && (
            <dl className="kiosk-figures">
              <div>
                <dt>Total THC</dt>
                <dd>{percent(card.testResult.thcTotal)}</dd>
              </div>
              {card.testResult.d8Thc ? (
                <div>
                  <dt>Δ8-THC</dt>
                  <dd>{percent(card.testResult.d8Thc)}</dd>
                </div>
              ) : null}
              <div>
                <dt>CBD</dt>
                <dd>{percent(card.testResult.cbdTotal)}</dd>
              </div>
              <div>
                <dt>Strain</dt>
                <dd>{card.testResult.strain}</dd>
              </div>
            </dl>
          )}
          {card.safety && card.lotId && <SafetyDetails lotId={card.lotId} summary={card.safety} idPrefix={titleId} />}
        </div>
        <div className="kiosk-detail-text">
          <h2 id={titleId}>{card.name}</h2>
          {card.productName && <p className="kiosk-detail-product-name">{card.productName}</p>}
          <p className="kiosk-detail-category">
            {category}
            {card.productType !== category && card.productType !== card.productCategory && ` · ${card.productType}`}
          </p>
          <p className="kiosk-detail-brand">{card.brand.name}</p>
          {inStore && (price || card.size) && (
            <p className="kiosk-detail-price">
              {price && <strong>{price}</strong>}
              {price && card.size && ' · '}
              {card.size}
            </p>
          )}
          {inStore && card.featured && <p className="kiosk-card-stock">{storefrontMessages.featured}</p>}
          {stock && <p className={`kiosk-card-stock${stock.out ? ' kiosk-card-stock-out' : ''}`}>{stock.text}</p>}
          {!inStore && <p className="kiosk-not-in-store">{storefrontMessages.notInStore}</p>}
          {card.shortDescription && <p>{card.shortDescription}</p>}
          {card.longDescription && <p className="kiosk-detail-long">{card.longDescription}</p>}
        </div>
      </div>
      {inStore && (
        <section className="kiosk-similar" aria-labelledby={`${titleId}-similar`}>
          <h3 id={`${titleId}-similar`}>{storefrontMessages.similarTitle}</h3>
          {similar.isSuccess && similar.data.products.length > 0 ? (
            // the answer keeps to the product's category; what it adds from others is labelled so
            <>
              {[true, false].map((own) => {
                const cards = similar.data.products.filter((c) => (c.productCategory === card.productCategory) === own);
                if (cards.length === 0) return null;
                return (
                  <div key={String(own)}>
                    {!own && (
                      <>
                        <h4>{consumerMessages.similarOtherCategories}</h4>
                        <p>{consumerMessages.similarOtherCategoriesNote(category)}</p>
                      </>
                    )}
                    <ul className="kiosk-grid kiosk-grid-small">
                      {cards.map((c) => (
                        <li key={c._id} className={own ? undefined : 'kiosk-similar-other'}>
                          {!own && <p className="kiosk-card-stock">{CATEGORY_LABELS[c.productCategory]}</p>}
                          <ProductCard card={c} size="small" inStore onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </>
          ) : similar.isPending ? (
            <p role="status">{storefrontMessages.loading}</p>
          ) : similar.isError && !isOnline() ? (
            <p>{storefrontMessages.similarOffline}</p>
          ) : similar.isError ? (
            // a failure is not 'none similar': say so, and let the shopper ask again
            <p className="kiosk-similar-failed">
              {consumerMessages.similarFailed}{' '}
              <button
                type="button"
                className="kiosk-button"
                onClick={() => void similar.refetch()}
                disabled={similar.isFetching}
              >
                {commonMessages.tryAgain}
              </button>
            </p>
          ) : (
            <p>{storefrontMessages.noSimilar}</p>
          )}
        </section>
      )}
      <div className="kiosk-detail-actions">
        {/* out of stock or unavailable is never offered for the cart; one already in it may leave */}
        {cartEnabled && inStore && (inStock(card) || inCart) && (
          <button type="button" className="kiosk-button" onClick={() => onToggleCart(card._id)}>
            {inCart ? storefrontMessages.removeFromCart : storefrontMessages.addToCart}
          </button>
        )}
        <button type="button" className="kiosk-button kiosk-button-primary" onClick={() => ref.current?.close()}>
          {storefrontMessages.done}
        </button>
      </div>
    </dialog>
  );
}
