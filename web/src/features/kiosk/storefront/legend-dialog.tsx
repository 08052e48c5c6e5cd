import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { CannastampLegend } from '#web/components/cannastamp.tsx';
import { keepFocusInside } from './keep-focus.ts';
import { useModalDialog } from './modal-dialog.ts';

/**
 * 'What the colours mean': the stamp's colour key (the product page's legend, from the palette the
 * badge is drawn with: docs/cannastamp.md), one tap from the grid and the overlay. Loaded when first
 * opened, not with the grid.
 */
export function LegendDialog({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className="kiosk-ask kiosk-legend"
      aria-labelledby="kiosk-legend-title"
      onClose={onClose}
      onKeyDown={keepFocusInside}
    >
      <h2 id="kiosk-legend-title">{storefrontMessages.colourLegend}</h2>
      <p>
        Each colour is one compound, always in the same place: the inner ring the cannabinoids, the outer ring the
        terpenes. The more of it the lab found, the more of its wedge is filled.
      </p>
      <CannastampLegend />
      <div className="kiosk-cart-actions">
        <button
          type="button"
          className="kiosk-button kiosk-button-primary"
          autoFocus
          onClick={() => ref.current?.close()}
        >
          {storefrontMessages.close}
        </button>
      </div>
    </dialog>
  );
}
