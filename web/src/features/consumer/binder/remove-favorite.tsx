import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useState } from 'react';
import * as binderMessages from '#shared/messages/binder';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { removeBinderItems } from './api.ts';

interface Props {
  product: { _id: string; name: string };
  /** The product's items in the binder: one per rated usage. */
  items: BinderItem[];
  /** Called with the usages whose items are gone: all of them, or those removed before a failure. */
  onRemoved: (usages: Usage[]) => void;
  onClose: () => void;
}

/**
 * Asks before a product leaves the binder: its ratings go with it, and only rating again brings
 * them back. The API removes one item (product and usage) a call, so a product takes one call per
 * rated usage; an item already gone (another tab) counts as removed.
 */
export function RemoveFavorite({ product, items, onRemoved, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setBusy(true);
    setFailed(false);
    const gone = await removeBinderItems(
      product._id,
      items.map((i) => i.usage),
    );
    setBusy(false);
    if (gone.length < items.length) setFailed(true);
    if (gone.length > 0) onRemoved(gone);
  };
  return (
    <Modal opened onClose={onClose} title={binderMessages.removeFavoriteTitle} centered>
      <Stack>
        <Text>{binderMessages.removeFavoriteAsk(product.name)}</Text>
        {failed && (
          <Alert color="red" role="alert">
            {binderMessages.removeFavoriteFailed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void remove()} loading={busy}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
