import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionError } from '#web/components/action-error.tsx';
import { SavedNotice } from '#web/components/saved-notice.tsx';
import { ADMIN_PRODUCTS_KEY, setProductOwner } from './api.ts';

export interface OwnerOption {
  _id: string;
  name: string;
}

/**
 * A row's owner change (spec 3): choose a producer and Move. The server refuses over a version
 * changed meanwhile; its answer ('Error Saving Entity. Rejection: ' and the reason) is shown as is,
 * under the control.
 */
export function OwnerChange({
  product,
  owners,
}: {
  product: { _id: string; name: string; producer: string; updatedAt: string };
  owners: readonly OwnerOption[];
}) {
  const [choice, setChoice] = useState(product.producer);
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: () => setProductOwner(product._id, choice, product.updatedAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_PRODUCTS_KEY, 'page'] }),
  });
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={`New owner of ${product.name}`}
          size="xs"
          value={choice}
          data={owners.map((o) => ({ value: o._id, label: o.name }))}
          onChange={(e) => setChoice(e.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={choice === product.producer}
          loading={move.isPending}
          onClick={() => move.mutate()}
          aria-label={`Move ${product.name}`}
          style={{ flexShrink: 0 }}
        >
          Move
        </Button>
      </Group>
      <SavedNotice saved={move.isSuccess && choice === product.producer} text="Moved" />
      <ActionError error={move.error} />
    </Stack>
  );
}
