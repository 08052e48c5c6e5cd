import * as messages from '#shared/messages/client/kiosk-checkin';
import './kiosk-checkin.css';

/**
 * The storefront's 'Loyalty Checkin' card (spec 3): one large target that opens the check-in.
 * Offline it says that check-in needs the network; it still opens, to the same words.
 */
export function CheckinCard({ online, onOpen }: { online: boolean; onOpen: () => void }) {
  return (
    <button type="button" className="kiosk-checkin-card" onClick={onOpen}>
      <span className="kiosk-checkin-card-title">{messages.cardTitle}</span>
      <span>{messages.cardText}</span>
      {!online && <span className="kiosk-checkin-card-offline">{messages.offline}</span>}
    </button>
  );
}
