import { Text } from '@mantine/core';

/**
 * A save's short notice beside its control ('Saved'): a change saved at once (a toggle, a select)
 * said where the person is looking, and read out by a screen reader, since the region is there
 * before the words come.
 */
export function SavedNotice({ saved, text = 'Saved' }: { saved: boolean; text?: string }) {
  return (
    <Text size="xs" c="green.9" role="status" component="span" className="saved-notice">
      {saved ? text : ''}
    </Text>
  );
}
