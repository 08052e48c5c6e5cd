import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BULK_EDIT_CONCURRENCY } from '#shared/constants';
import * as distributionMessages from '#shared/messages/client/distributions';
import * as productMessages from '#shared/messages/client/products';
import type { Product } from '#shared/schemas/catalog';
import { productBodySchema } from '#shared/schemas/client-products';
import { addDistribution, refreshProductDistributions } from '#web/features/client/distributions/api.ts';
import { deleteProduct, refreshProductLists, saveProduct } from './api.ts';
import { bodyOf } from './body.ts';
import { BatchResults, type BatchRow } from './batch-results.tsx';
import { plainMessage } from './messages.ts';
import { runPool } from './pool.ts';

type Action = 'available' | 'unavailable' | 'delete' | 'distribute';
const ACTIONS: { value: Action; label: string }[] = [
  { value: 'available', label: 'Set Available' },
  { value: 'unavailable', label: 'Set Unavailable' },
  { value: 'delete', label: 'Delete' },
  { value: 'distribute', label: 'Distribute' },
];

/** A dispensary choice the page supplies (the distributions feature owns the option list). */
export type DispensaryPickerSlot = (props: {
  value: string;
  onChange: (dispensary: string) => void;
  error?: string | undefined;
}) => ReactNode;

/** One product's change; a body the form's own rules refuse never leaves the browser. */
async function apply(queries: QueryClient, clientId: string, action: Action, p: Product, dispensary: string) {
  if (action === 'delete') return deleteProduct(queries, clientId, p._id, { many: true });
  if (action === 'distribute') return addDistribution(queries, clientId, p._id, dispensary, { many: true });
  const body = { ...bodyOf(p), available: action === 'available' };
  const checked = productBodySchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message);
  return saveProduct(queries, clientId, body, { existing: p }, { many: true });
}

/** Bulk edit (spec 2): the chosen action on every selected product, 5 at a time, with a result per row. */
export function BulkEdit({
  clientId,
  selected,
  onDone,
  dispensaryPicker,
}: {
  clientId: string;
  selected: Product[];
  onDone: () => void;
  /** Without it the Distribute action is not offered. */
  dispensaryPicker?: DispensaryPickerSlot | undefined;
}) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>();
  const [warning, setWarning] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [running, setRunning] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [dispensary, setDispensary] = useState('');
  const [dispensaryError, setDispensaryError] = useState<string>();

  const run = async (action: Action) => {
    setConfirming(false);
    setChoosing(false);
    const items = [...selected];
    const label = ACTIONS.find((a) => a.value === action)!.label;
    setRows(items.map((p) => ({ key: p._id, cells: [p.name, label] })));
    setRunning(true);
    await runPool(
      items,
      BULK_EDIT_CONCURRENCY,
      (p) => apply(queryClient, clientId, action, p, dispensary),
      (i, outcome) =>
        setRows((now) =>
          now.map((r, j) =>
            j === i
              ? {
                  ...r,
                  result: outcome.ok
                    ? { ok: true, text: 'Success' }
                    : { ok: false, text: `Failed: ${plainMessage(outcome.error)}` },
                }
              : r,
          ),
        ),
    );
    setRunning(false);
    onDone();
    // once for the whole batch: the lists the action changed (each product's own entry took its answer)
    await (action === 'distribute'
      ? refreshProductDistributions(
          queryClient,
          clientId,
          items.map((p) => p._id),
        )
      : refreshProductLists(queryClient, clientId));
  };

  const start = (chosen: Action) => {
    if (selected.length === 0) return setWarning(productMessages.selectProduct);
    setWarning(undefined);
    setAction(chosen);
    if (chosen === 'delete') return setConfirming(true);
    if (chosen === 'distribute') return setChoosing(true);
    void run(chosen);
  };

  return (
    <section aria-labelledby="bulk-edit-title">
      <Title order={2} fz="lg" id="bulk-edit-title">
        Bulk edit
      </Title>
      <Text size="sm" mt={4} role="status">
        {selected.length} selected
      </Text>
      <Group mt="xs" wrap="wrap" role="group" aria-label="Bulk actions">
        {ACTIONS.filter((a) => a.value !== 'distribute' || dispensaryPicker).map((a) => (
          <Button
            key={a.value}
            variant={a.value === 'delete' ? 'outline' : 'filled'}
            color={a.value === 'delete' ? 'red.9' : undefined}
            onClick={() => start(a.value)}
            loading={running && action === a.value}
            disabled={running && action !== a.value}
          >
            {a.label}
          </Button>
        ))}
      </Group>
      {warning && (
        <Alert color="red" mt="sm" role="alert">
          {warning}
        </Alert>
      )}
      {rows.length > 0 && <BatchResults label="Bulk edit" columns={['Product', 'Action']} rows={rows} />}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete products" centered>
        <Stack>
          <Text>
            Delete {selected.length} product{selected.length === 1 ? '' : 's'}? Deleted products stay on the site for
            history and are hidden here unless Show Deleted is on.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void run('delete')}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title="Distribute products" centered>
        <Stack>
          <Text>
            Add {selected.length} product{selected.length === 1 ? '' : 's'} to a dispensary's distribution list.
          </Text>
          {dispensaryPicker?.({
            value: dispensary,
            onChange: (d) => {
              setDispensary(d);
              setDispensaryError(undefined);
            },
            error: dispensaryError,
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
            <Button
              onClick={() =>
                dispensary ? void run('distribute') : setDispensaryError(distributionMessages.selectDispensary)
              }
            >
              Distribute
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
