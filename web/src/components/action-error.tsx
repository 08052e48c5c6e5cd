import { Text } from '@mantine/core';

/**
 * A control's failed save, said under the control in the server's words (or the client's own
 * failure text): the app's own alert where the person is looking, in place of the browser's box,
 * which stopped the page until dismissed and said nothing about which row it meant.
 */
export function ActionError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  return (
    <Text size="xs" role="alert" c="red.9" className="action-error">
      {error.message}
    </Text>
  );
}
