import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useState } from 'react';
import * as distributionMessages from '#shared/messages/client/distributions';
import type { DispensaryPickerSlot } from './bulk-edit.tsx';

/** Bulk edit's Distribute: which dispensary the selected products go to; nothing is sent without one. */
export function DistributeDialog({
  opened,
  count,
  dispensaryPicker,
  onDistribute,
  onCancel,
}: {
  opened: boolean;
  count: number;
  dispensaryPicker: DispensaryPickerSlot;
  onDistribute: (dispensary: string) => void;
  onCancel: () => void;
}) {
  const [dispensary, setDispensary] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Modal opened={opened} onClose={onCancel} title="Distribute products" centered>
      <Stack>
        <Text>
          Add {count} product{count === 1 ? '' : 's'} to a dispensary's distribution list.
        </Text>
        {dispensaryPicker({
          value: dispensary,
          onChange: (d) => {
            setDispensary(d);
            setError(undefined);
          },
          error,
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => (dispensary ? onDistribute(dispensary) : setError(distributionMessages.selectDispensary))}
          >
            Distribute
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
