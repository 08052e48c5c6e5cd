import { Button, Modal, Stack, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import { useState, type FormEvent } from 'react';
import * as messages from '#shared/messages/client/kiosk-lock';
import * as checkinMessages from '#shared/messages/client/kiosk-checkin';
import { KIOSK_COOKIES } from '#shared/cookies';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { writeCookie } from '#web/lib/cookies.ts';
import { FormFailure, useAttempt } from '#web/components/form-attempt.tsx';
import { unlockKiosk } from './api.ts';

/**
 * The PIN dialog a locked kiosk opens after the logo taps (spec 3): the PIN is checked on the
 * server; the right one clears the kiosk cookies and goes to the client's products, where staff
 * sign in. A wrong one says 'Incorrect PIN. Try again.'; too many, how long the dialog waits.
 * A browser whose credential is already over (401: it expired, or the kiosk was unlocked from a
 * copy of it) is no kiosk any more: it drops its own kiosk mark and goes the same way.
 */
export function UnlockDialog({
  clientId,
  opened,
  onClose,
}: {
  clientId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [pin, setPin] = useState('');
  const { busy, failure, attempt } = useAttempt((e) => (isApiError(e) ? e.message : checkinMessages.networkFailure));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(
      async () => {
        try {
          await unlockKiosk(clientId, pin);
        } catch (e) {
          if (!isApiError(e) || e.status !== 401) throw e;
          writeCookie(KIOSK_COOKIES.client, '', 0);
        }
        // a full load: the app rereads its cookies, now without the kiosk's
        window.location.assign(pages.clientProducts.href({ clientId }));
      },
      () => setPin(''),
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pinDialogTitle} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={messages.pinLabel}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            pattern="[0-9]{4}"
            required
            data-autofocus
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <FormFailure>{failure}</FormFailure>
          <Button type="submit" size="md" loading={busy} disabled={pin.length !== 4}>
            {messages.unlockButton}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
