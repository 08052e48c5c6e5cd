import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_PRODUCTS_KEY, latestTransferQuery, productTransferQuery, startTransfer } from './api.ts';
import { CompanyPicker, PRODUCT_OWNER_TYPES } from '#web/components/company-picker.tsx';
import type { PickerOption } from '#web/components/search-picker.tsx';

/**
 * "Move all products" (spec 3 transferEntityProducts): from one producer to another, chosen by
 * name, confirmed, then followed by a progress bar polling the job until it ends. A refusal is the
 * server's 'Error Saving Entity. Rejection:' with its reason.
 */
export function ProductTransfer() {
  const [from, setFrom] = useState<PickerOption>();
  const [to, setTo] = useState<PickerOption>();
  const [confirming, setConfirming] = useState(false);
  const [watching, setWatching] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const latest = useQuery(latestTransferQuery());
  // a transfer still running when the page opened is followed too
  const followed = watching ?? (latest.data?.status === 'running' ? latest.data._id : null);
  const start = useMutation({
    mutationFn: () => startTransfer(from!.value, to!.value),
    onSuccess: (t) => {
      setConfirming(false);
      setWatching(t._id);
      queryClient.setQueryData(productTransferQuery(t._id).queryKey, t);
    },
    onError: () => setConfirming(false),
  });
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="move-all-title">
      <Title order={2} fz="h4" id="move-all-title" mb="sm">
        Move all products
      </Title>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <CompanyPicker
            label="From company"
            size="sm"
            types={PRODUCT_OWNER_TYPES}
            value={from?.value ?? ''}
            known={from}
            onChange={(value, label) => {
              setFrom(value ? { value, label: label ?? value } : undefined);
              setConfirming(false);
            }}
          />
          <CompanyPicker
            label="To company"
            size="sm"
            types={PRODUCT_OWNER_TYPES}
            value={to?.value ?? ''}
            known={to}
            onChange={(value, label) => {
              setTo(value ? { value, label: label ?? value } : undefined);
              setConfirming(false);
            }}
          />
          {!confirming && (
            <Button variant="default" disabled={!from || !to} onClick={() => setConfirming(true)}>
              Move all products
            </Button>
          )}
        </Group>
        {confirming && (
          <Group gap="sm" role="group" aria-label="Confirm the move">
            <Text size="sm">
              Move every product of {from?.label} to {to?.label}?
            </Text>
            <Button color="red" loading={start.isPending} onClick={() => start.mutate()}>
              Yes, move them
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Group>
        )}
        {start.isError && (
          <Alert color="red" role="alert">
            {start.error.message}
          </Alert>
        )}
        {followed && <TransferProgress id={followed} />}
      </Stack>
    </Paper>
  );
}

function TransferProgress({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const job = useQuery(productTransferQuery(id));
  const t = job.data;
  const status = t?.status;
  // the table shows the new owners once the transfer is done
  useEffect(() => {
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: [ADMIN_PRODUCTS_KEY, 'page'] });
  }, [status, queryClient]);
  if (job.isError)
    return (
      <Alert color="red" role="alert">
        {job.error.message}
      </Alert>
    );
  if (!t) return null;
  const percent = t.total > 0 ? Math.round((t.moved / t.total) * 100) : t.status === 'done' ? 100 : 0;
  return (
    <Stack gap={4}>
      <Progress
        value={t.status === 'done' ? 100 : percent}
        aria-label={`Products moved from ${t.fromName} to ${t.toName}`}
        color={t.status === 'failed' ? 'red' : undefined}
      />
      <Text size="sm" role="status">
        {t.status === 'running' && `Moving products from ${t.fromName} to ${t.toName}: ${t.moved} of ${t.total}…`}
        {t.status === 'done' &&
          `Moved ${t.moved} product${t.moved === 1 ? '' : 's'} from ${t.fromName} to ${t.toName}.`}
        {t.status === 'failed' && `${t.error ?? 'The transfer failed.'} (${t.moved} of ${t.total} moved)`}
      </Text>
    </Stack>
  );
}
