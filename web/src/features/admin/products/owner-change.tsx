import { Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionError } from '#web/components/action-error.tsx';
import { CompanyPicker, PRODUCT_OWNER_TYPES } from '#web/components/company-picker.tsx';
import { SavedNotice } from '#web/components/saved-notice.tsx';
import { ADMIN_PRODUCTS_KEY, setProductOwner } from './api.ts';

/**
 * A row's owner change (spec 3): find the producer by name and Move. The server refuses over a version
 * changed meanwhile; its answer ('Error Saving Entity. Rejection: ' and the reason) is shown as is,
 * under the control.
 */
export function OwnerChange({
  product,
}: {
  product: { _id: string; name: string; producer: string; producerName: string | null; updatedAt: string };
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
        <CompanyPicker
          label={`New owner of ${product.name}`}
          hideLabel
          value={choice}
          known={product.producerName ? { value: product.producer, label: product.producerName } : undefined}
          types={PRODUCT_OWNER_TYPES}
          onChange={(v) => setChoice(v || product.producer)}
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
