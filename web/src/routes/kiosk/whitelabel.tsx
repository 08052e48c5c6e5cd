import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { CheckinCard } from '#web/features/kiosk-checkin/checkin-card.tsx';
import { CheckinOverlay, type CheckedInMember } from '#web/features/kiosk-checkin/checkin-overlay.tsx';
import { LockAsKioskButton } from '#web/features/kiosk-lock/lock-button.tsx';
import { UnlockDialog } from '#web/features/kiosk-lock/unlock-dialog.tsx';
import { useLogoTaps } from '#web/features/kiosk-lock/use-logo-taps.ts';
import { formatUsPhone } from '#shared/us-phone';
import { readCookie } from '#web/lib/cookies.ts';
import './whitelabel.css';

/**
 * /whitelabel/{clientId} (spec 3), outside the site chrome: the header with 'Lock as Kiosk', the
 * loyalty check-in, and the bottom bar whose powered-by logo, tapped often enough, asks a locked
 * kiosk for its PIN. The storefront's product browser joins these.
 */
export function Component() {
  const { kioskUser: clientId = '' } = useParams();
  const [checkinOpen, setCheckinOpen] = useState(false);
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [member, setMember] = useState<CheckedInMember>();
  const locked = readCookie('kioskUser') !== undefined;
  const onLogoTap = useLogoTaps(useCallback(() => setUnlockOpen(locked), [locked]));
  const closeCheckin = useCallback(() => setCheckinOpen(false), []);
  return (
    <div className="whitelabel">
      <header className="whitelabel-header">
        <LockAsKioskButton clientId={clientId} />
      </header>
      <main className="whitelabel-main">
        {member ? (
          <p role="status">Checked in: {formatUsPhone(member.phone.replace(/^\+1/, ''))}</p>
        ) : (
          <CheckinCard onOpen={() => setCheckinOpen(true)} />
        )}
      </main>
      <footer className="whitelabel-bar">
        <button type="button" className="whitelabel-logo" onClick={onLogoTap}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Powered by Cannastamp
        </button>
      </footer>
      <CheckinOverlay clientId={clientId} opened={checkinOpen} onClose={closeCheckin} onCheckedIn={setMember} />
      <UnlockDialog clientId={clientId} opened={unlockOpen} onClose={() => setUnlockOpen(false)} />
    </div>
  );
}
