import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import * as messages from '#shared/messages/client/kiosk-lock';
import { isApiError, mayCall } from '#web/api/client.ts';
import { clientQuery } from '#web/lib/client.ts';
import { readCookie } from '#web/lib/cookies.ts';
import { useSession } from '#web/lib/session.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';
import { lockKiosk } from './api.ts';

// the confirmation and the Mantine modal it brings load on the first press, not with the storefront
const LockConfirm = lazy(() => import('./lock-confirm.tsx').then((m) => ({ default: m.LockConfirm })));

/**
 * 'Lock as Kiosk' (spec 3): for a member of a Pro client with a PIN, when this browser is not
 * already a kiosk. It asks first, saying how staff unlock the tablet; then the server sets the
 * kiosk cookies and signs the member out, and the reload shows the locked storefront.
 */
export function LockAsKioskButton({ clientId }: { clientId: string }) {
  const { user } = useSession();
  const locked = readCookie(KIOSK_COOKIES.client) !== undefined;
  const member = !locked && mayCall('getEntity', user, { clientId });
  const entity = useQuery({ ...clientQuery(clientId), enabled: member });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // once opened, the confirmation stays mounted, so it closes with its transition
  const [asked, setAsked] = useState(false);
  const e = entity.data;
  if (!member || !e?.premiumEnabled || !e.kioskConfig?.pinSet) return null;
  const lock = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await lockKiosk(clientId);
      window.location.reload();
    } catch (err) {
      setFailure(isApiError(err) ? err.message : messages.lockFailed);
      setBusy(false);
    }
  };
  const ask = () => {
    setFailure(undefined);
    setAsked(true);
    setAsking(true);
  };
  return (
    <>
      {/* the kiosk's own button: Mantine's and its stylesheet would load with every storefront for a staff-only control */}
      <button type="button" className="kiosk-button" onClick={ask}>
        {messages.lockButton}
      </button>
      <Suspense fallback={null}>
        {asked && (
          <LockConfirm
            opened={asking}
            busy={busy}
            failure={failure}
            onConfirm={() => void lock()}
            onClose={() => setAsking(false)}
          />
        )}
      </Suspense>
    </>
  );
}
