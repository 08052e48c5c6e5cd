import { Button, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#shared/messages/client/kiosk-lock';
import { isApiError, mayCall } from '#web/api/client.ts';
import { clientQuery } from '#web/lib/client.ts';
import { readCookie } from '#web/lib/cookies.ts';
import { useSession } from '#web/lib/session.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';
import { lockKiosk } from './api.ts';

/**
 * 'Lock as Kiosk' (spec 3): for a member of a Pro client with a PIN, when this browser is not
 * already a kiosk. The server sets the kiosk cookies and signs the member out; the reload then
 * shows the locked storefront.
 */
export function LockAsKioskButton({ clientId }: { clientId: string }) {
  const { user } = useSession();
  const locked = readCookie(KIOSK_COOKIES.client) !== undefined;
  const member = !locked && mayCall('getEntity', user, { clientId });
  const entity = useQuery({ ...clientQuery(clientId), enabled: member });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
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
  return (
    <>
      <Button onClick={() => void lock()} loading={busy} size="md">
        {messages.lockButton}
      </Button>
      {failure && (
        <Text role="alert" c="red.8">
          {failure}
        </Text>
      )}
    </>
  );
}
