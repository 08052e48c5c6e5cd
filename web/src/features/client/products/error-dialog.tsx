import { Button, Group, Modal, Text } from '@mantine/core';

/** The spec's 'Error' dialog with OK: the spec's sentence, then what the server said. */
export function ErrorDialog({
  message,
  details,
  onClose,
}: {
  message?: string;
  details?: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={!!message} onClose={onClose} title="Error" centered>
      <Text role="alert">{message}</Text>
      {details && (
        <Text size="sm" c="dimmed" mt="xs">
          {details}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
