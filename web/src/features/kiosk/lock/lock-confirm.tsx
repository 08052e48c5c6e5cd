import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { KIOSK_UNLOCK_TAPS } from '#shared/constants';
import * as messages from '#shared/messages/client/kiosk-lock';

/**
 * Asks before 'Lock as Kiosk' takes effect: locking signs the staff member out and leaves the
 * tablet to shoppers, so it says what changes and how staff get back in before they need to know.
 */
export function LockConfirm({
  opened,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  failure: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.lockConfirmTitle} centered>
      <Stack>
        <Text>{messages.lockConfirmWhat}</Text>
        <Text>{messages.lockConfirmUnlock(KIOSK_UNLOCK_TAPS + 1)}</Text>
        {failure && (
          <Text role="alert" c="red.8">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} disabled={busy} data-autofocus>
            {messages.lockCancel}
          </Button>
          <Button size="md" onClick={onConfirm} loading={busy}>
            {messages.lockConfirmButton}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
