import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';

/**
 * The app's own question before a destructive action, in place of the browser's confirm box:
 * what will happen, Cancel focused first (so an Enter or a second click does not confirm unasked)
 * and the action named on its button.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    // no fade: a question is there at once, and a half-faded button fails contrast for anyone measuring it
    <Modal opened={opened} onClose={onCancel} title={title} centered transitionProps={{ duration: 0 }}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red.8" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
