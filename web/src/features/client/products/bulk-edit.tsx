import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import '#web/components/controls.css';
import './manage-products.css';
import { BULK_EDIT_CONCURRENCY } from '#shared/constants';
import * as productMessages from '#shared/messages/client/products';
import type { Product } from '#shared/schemas/catalog';
import { addDistribution, refreshProductDistributions } from '#web/features/client/distributions/api.ts';
import { deleteProduct, refreshProductLists, saveProduct } from './api.ts';
import { bodyOf } from './body.ts';
import type { BatchRow } from './batch-results.tsx';
import { plainMessage } from './messages.ts';
import { runPool } from './pool.ts';

// The bar of actions is drawn at once, in plain elements, above the table; what only an action
// shows (its question, the dispensary choice, the results) is Mantine's and loads after the table.
const BatchResults = lazy(() => import('./batch-results.tsx').then((m) => ({ default: m.BatchResults })));
const ConfirmDialog = lazy(() =>
  import('#web/components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);
const DistributeDialog = lazy(() => import('./distribute-dialog.tsx').then((m) => ({ default: m.DistributeDialog })));
/** The same modules and the body's rules, fetched ahead of the first action's tap (a module is fetched once). */
const preloadActions = () =>
  void Promise.all([
    import('./batch-results.tsx'),
    import('#web/components/confirm-dialog.tsx'),
    import('./distribute-dialog.tsx'),
    import('#shared/schemas/client-products'),
    // a fetch that fails here is tried again by the action that needs it
  ]).catch(() => undefined);

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
  const { productBodySchema } = await import('#shared/schemas/client-products');
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
  // fetched once an action is near (a row chosen, a pointer or focus on the bar), so its first tap
  // does not wait on the network and the table's first render shares it with nothing
  const chosen = selected.length > 0;
  useEffect(() => {
    if (chosen) preloadActions();
  }, [chosen]);

  const run = async (action: Action, dispensary = '') => {
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
      <h2 className="ui-heading" id="bulk-edit-title">
        Bulk edit
      </h2>
      <p className="ui-note bulk-edit-count" role="status">
        {selected.length} selected
      </p>
      <div
        className="bulk-edit-actions"
        role="group"
        aria-label="Bulk actions"
        onPointerEnter={preloadActions}
        onFocus={preloadActions}
      >
        {ACTIONS.filter((a) => a.value !== 'distribute' || dispensaryPicker).map((a) => (
          <button
            type="button"
            key={a.value}
            className="ui-button"
            data-variant={a.value === 'delete' ? 'danger' : undefined}
            onClick={() => start(a.value)}
            aria-busy={running && action === a.value ? true : undefined}
            disabled={running}
          >
            {a.label}
          </button>
        ))}
      </div>
      {warning && (
        <p className="ui-alert" role="alert">
          {warning}
        </p>
      )}
      <Suspense fallback={null}>
        {rows.length > 0 && <BatchResults label="Bulk edit" columns={['Product', 'Action']} rows={rows} />}
        {confirming && (
          <ConfirmDialog
            opened
            title="Delete products"
            message={`Delete ${selected.length} product${selected.length === 1 ? '' : 's'}? Deleted products stay on the site for history and are hidden here unless Show Deleted is on.`}
            confirmLabel="Delete"
            onConfirm={() => void run('delete')}
            onCancel={() => setConfirming(false)}
          />
        )}
        {choosing && dispensaryPicker && (
          <DistributeDialog
            opened
            count={selected.length}
            dispensaryPicker={dispensaryPicker}
            onDistribute={(d) => void run('distribute', d)}
            onCancel={() => setChoosing(false)}
          />
        )}
      </Suspense>
    </section>
  );
}
