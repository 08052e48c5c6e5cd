import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type * as z from 'zod/mini';
import { KIOSK_BULK_MAX, KIOSK_COUNT_MAX, KIOSK_NOTE_MAX, KIOSK_PRICE_MAX, KIOSK_SIZE_MAX } from '#shared/kiosk';
import * as distributionMessages from '#shared/messages/client/distributions';
import type { distributionProductsSchema } from '#shared/schemas/distribution';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { bulkSaveInventoryKiosk, saveInventoryKiosk } from './api.ts';
import {
  BULK_ACTIONS,
  STOCK_OPTIONS,
  UNIT_OPTIONS,
  bulkChange,
  changed,
  draftOf,
  fieldsOf,
  type BulkAction,
  type KioskDraft,
} from './kiosk-fields.ts';

type Row = z.infer<typeof distributionProductsSchema>['products'][number];

/** A row's outcome, said beside it and in the page's status line. */
type Outcome = { ok: boolean; text: string };

const asNumber = (v: string | number): number | '' => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/** Where the producer's product stands: deleted, unavailable or available. */
function Availability({ row }: { row: Row }) {
  const p = row.product;
  return !p.active ? (
    <Badge color="red" variant="light" tt="none">
      Deleted
    </Badge>
  ) : p.available ? (
    <Badge color="green" variant="light" tt="none">
      Available
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none">
      Unavailable
    </Badge>
  );
}

/** The bulk edit: one change to every selected product (as Manage Products' bulk edits), up to 100 at a time. */
function BulkBar({
  clientId,
  selected,
  onDone,
  onClear,
}: {
  clientId: string;
  selected: string[];
  onDone: (saved: string[], outcome: Outcome) => void;
  onClear: () => void;
}) {
  const qc = useQueryClient();
  const [action, setAction] = useState<BulkAction>('out');
  const [count, setCount] = useState<number | ''>('');
  const [price, setPrice] = useState<number | ''>('');
  const [unit, setUnit] = useState<KioskDraft['unit']>('each');
  const [busy, setBusy] = useState(false);
  const change = bulkChange(action, { count, price, unit });
  const tooMany = selected.length > KIOSK_BULK_MAX;
  async function apply() {
    if (!change || tooMany) return;
    setBusy(true);
    try {
      const results = await bulkSaveInventoryKiosk(qc, clientId, selected, change);
      const saved = results.filter((r) => r.ok).map((r) => r.product);
      const failed = results.length - saved.length;
      onDone(saved, {
        ok: failed === 0,
        text: failed
          ? distributionMessages.bulkKioskPartial(saved.length, failed)
          : distributionMessages.bulkKioskSaved(saved.length),
      });
    } catch (e) {
      onDone([], { ok: false, text: isApiError(e) ? e.message : distributionMessages.distributionsFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="bulk-kiosk-title" className="bulk-bar">
      <Group gap="sm" align="end" wrap="wrap">
        <Text fw={700} id="bulk-kiosk-title" role="status">
          {selected.length} selected
        </Text>
        <NativeSelect
          label="Change"
          data={BULK_ACTIONS.map((a) => ({ value: a.value, label: a.label }))}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value as BulkAction)}
        />
        {action === 'count' && (
          <NumberInput
            label="Count"
            w={110}
            min={0}
            max={KIOSK_COUNT_MAX}
            allowDecimal={false}
            value={count}
            onChange={(v) => setCount(asNumber(v))}
          />
        )}
        {action === 'price' && (
          <>
            <NumberInput
              label="Price ($)"
              w={120}
              min={0}
              max={KIOSK_PRICE_MAX}
              decimalScale={2}
              value={price}
              onChange={(v) => setPrice(asNumber(v))}
            />
            <NativeSelect
              label="Per"
              data={UNIT_OPTIONS}
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value as KioskDraft['unit'])}
            />
          </>
        )}
        <Button onClick={apply} loading={busy} disabled={!change || tooMany}>
          Apply to {selected.length} {selected.length === 1 ? 'product' : 'products'}
        </Button>
        <Button variant="default" onClick={onClear} disabled={busy}>
          Clear selection
        </Button>
      </Group>
      {tooMany && (
        <Text c="red" fz="sm" mt="xs">
          Choose at most {KIOSK_BULK_MAX} products for one change.
        </Text>
      )}
    </Paper>
  );
}

/**
 * The products the store carries as an editable table: per row its price and unit, size, stock,
 * whether the kiosk shows it, featured, and the store's note, saved with the row's Save button;
 * a checkbox per row for the bulk edit, and Remove (docs/kiosk.md 'The store's kiosk fields').
 */
export function InventoryEditor({
  clientId,
  rows,
  onRemove,
  removing,
}: {
  clientId: string;
  rows: Row[];
  onRemove: (productId: string) => void;
  removing: boolean;
}) {
  const qc = useQueryClient();
  const [drafts, setDrafts] = useState<Map<string, KioskDraft>>(new Map());
  const [saving, setSaving] = useState<Set<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Map<string, Outcome>>(new Map());
  const [status, setStatus] = useState<Outcome>();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const draft = (row: Row) => drafts.get(row.product._id) ?? draftOf(row.kiosk);
  const edit = (row: Row, patch: Partial<KioskDraft>) =>
    setDrafts((m) => new Map(m).set(row.product._id, { ...draft(row), ...patch }));
  const forget = (ids: readonly string[]) =>
    setDrafts((m) => {
      const next = new Map(m);
      for (const id of ids) next.delete(id);
      return next;
    });
  const say = (id: string, o: Outcome) => {
    setOutcomes((m) => new Map(m).set(id, o));
    setStatus(o);
  };

  async function save(row: Row) {
    const id = row.product._id;
    setSaving((s) => new Set(s).add(id));
    try {
      await saveInventoryKiosk(qc, clientId, id, fieldsOf(draft(row)));
      forget([id]);
      say(id, { ok: true, text: distributionMessages.kioskSaved(row.product.name) });
    } catch (e) {
      say(id, {
        ok: false,
        text: isApiError(e)
          ? `${row.product.name}: ${e.message}`
          : distributionMessages.kioskSaveFailed(row.product.name),
      });
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }

  const ids = rows.map((r) => r.product._id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const choose = (which: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of which) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="sm">
      <div aria-live="polite" role="status" className="kiosk-save-status">
        {status && (
          <Alert color={status.ok ? 'green' : 'red'} variant="light" p="xs">
            {status.text}
          </Alert>
        )}
      </div>
      {selected.size > 0 && (
        <BulkBar
          clientId={clientId}
          selected={[...selected]}
          onClear={() => setSelected(new Set())}
          onDone={(saved, o) => {
            // the saved rows show what the server kept: an unsaved edit of theirs gives way to the bulk change
            forget(saved);
            setStatus(o);
          }}
        />
      )}
      <Table.ScrollContainer minWidth={1180}>
        <Table striped verticalSpacing="xs" className="inventory-editor">
          <Table.Caption>Products you carry, latest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  aria-label="Select every product listed"
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(e) => choose(ids, e.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th scope="col">Product</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th scope="col">Size</Table.Th>
              <Table.Th scope="col">Stock</Table.Th>
              <Table.Th scope="col">On kiosk</Table.Th>
              <Table.Th scope="col">Featured</Table.Th>
              <Table.Th scope="col">Your note</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const p = row.product;
              const d = draft(row);
              const dirty = changed(d, row.kiosk);
              const outcome = outcomes.get(p._id);
              return (
                <Table.Tr key={p._id} data-dirty={dirty || undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${p.name}`}
                      checked={selected.has(p._id)}
                      onChange={(e) => choose([p._id], e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {p.featureImage && <Image src={p.featureImage} alt="" w={40} h={40} radius="sm" />}
                      <Stack gap={2}>
                        <Anchor component={Link} to={pages.product.href({ id: p._id })}>
                          {p.name}
                        </Anchor>
                        <Text fz="xs" c="dimmed">
                          {p.brand.name} · {p.productType}
                        </Text>
                        <span className="inventory-status">
                          <Availability row={row} />
                        </span>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <NumberInput
                        aria-label={`Price of ${p.name}`}
                        placeholder="$"
                        prefix="$"
                        w={96}
                        min={0}
                        max={KIOSK_PRICE_MAX}
                        decimalScale={2}
                        hideControls
                        value={d.price}
                        onChange={(v) => edit(row, { price: asNumber(v) })}
                      />
                      <NativeSelect
                        aria-label={`Unit of ${p.name}`}
                        data={UNIT_OPTIONS}
                        value={d.unit}
                        onChange={(e) => edit(row, { unit: e.currentTarget.value as KioskDraft['unit'] })}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Size of ${p.name}`}
                      placeholder="3.5 g"
                      w={110}
                      maxLength={KIOSK_SIZE_MAX}
                      value={d.size}
                      onChange={(e) => edit(row, { size: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <NativeSelect
                        aria-label={`Stock of ${p.name}`}
                        data={STOCK_OPTIONS}
                        value={d.stock}
                        onChange={(e) => edit(row, { stock: e.currentTarget.value as KioskDraft['stock'] })}
                      />
                      {d.stock === 'count' && (
                        <NumberInput
                          aria-label={`Count of ${p.name}`}
                          w={80}
                          min={0}
                          max={KIOSK_COUNT_MAX}
                          allowDecimal={false}
                          value={d.count}
                          onChange={(v) => edit(row, { count: asNumber(v) })}
                        />
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Show ${p.name} on the kiosk`}
                      checked={d.shown}
                      onChange={(e) => edit(row, { shown: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Feature ${p.name}`}
                      checked={d.featured}
                      onChange={(e) => edit(row, { featured: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Your note on ${p.name}`}
                      w={170}
                      maxLength={KIOSK_NOTE_MAX}
                      value={d.note}
                      onChange={(e) => edit(row, { note: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          aria-label={`Save ${p.name}`}
                          disabled={!dirty}
                          loading={saving.has(p._id)}
                          onClick={() => save(row)}
                        >
                          Save
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Remove ${p.name}`}
                          disabled={removing}
                          onClick={() => onRemove(p._id)}
                        >
                          Remove
                        </Button>
                      </Group>
                      {outcome && !dirty && (
                        <Text fz="xs" c={outcome.ok ? 'green.8' : 'red.8'}>
                          {outcome.ok ? 'Saved' : 'Not saved'}
                        </Text>
                      )}
                      {dirty && (
                        <Text fz="xs" c="dimmed">
                          Unsaved changes
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
