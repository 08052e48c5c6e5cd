import { Button, CloseButton, Group, List, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msrpRange } from '#shared/messages/client/printing';
import { msrpSchema } from '#shared/schemas/catalog';
import { PrintJobStatus } from '#web/components/print-job-status.tsx';
import { printProductCards } from '#web/features/client/printing/api.ts';
import { productsByIdQuery } from './api.ts';

/** An MSRP as typed: '' for none, a dollar amount to the cent, or the reason it is not one. */
function readMsrp(typed: string): { value?: number } | { error: string } {
  const t = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  if (t === '') return {};
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return { error: msrpRange };
  const value = Number(t);
  return msrpSchema.safeParse(value).success ? { value } : { error: msrpRange };
}

/**
 * The products queued for product cards (a sheet holds 10 cards); kept in this browser
 * (print-queue.ts). Each card states an MSRP, typed here per product and starting from the
 * product's own `msrp` when it has one; left empty, the card states none.
 */
export function PrintQueuePanel({
  clientId,
  ids,
  onRemove,
  onClear,
}: {
  clientId: string;
  ids: string[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const products = useQuery(productsByIdQuery(clientId, ids));
  const [job, setJob] = useState<string>();
  const [error, setError] = useState<string>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const byId = new Map((products.data?.products ?? []).map((p) => [p._id, p]));
  const msrpText = (id: string) => {
    const own = byId.get(id)?.msrp;
    return typed[id] ?? (own === undefined ? '' : own.toFixed(2));
  };
  const msrps = new Map(ids.map((id) => [id, readMsrp(msrpText(id))]));
  const invalid = [...msrps.values()].some((m) => 'error' in m);
  // POST print/product-cards: 10 cards a sheet, rendered by the print worker (docs/printing.md)
  const print = async () => {
    setError(undefined);
    try {
      const r = await printProductCards(
        clientId,
        ids.map((_id) => {
          const m = msrps.get(_id);
          return m && 'value' in m && m.value !== undefined ? { _id, msrp: m.value } : { _id };
        }),
      );
      setJob(r.printJob._id);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const names = new Map([...byId].map(([id, p]) => [id, p.name]));
  return (
    <section aria-labelledby="print-queue-title">
      <Title order={2} fz="lg" id="print-queue-title">
        Print queue
      </Title>
      {ids.length === 0 ? (
        <Text size="sm" mt={4}>
          No products queued. Tick a product's print queue box to queue it for product cards.
        </Text>
      ) : (
        <>
          <Text size="sm" mt={4}>
            {ids.length} product{ids.length === 1 ? '' : 's'} queued for product cards ({Math.ceil(ids.length / 10)}{' '}
            sheet{ids.length > 10 ? 's' : ''} of 10 cards).
          </Text>
          <List mt="xs" spacing={2}>
            {ids.map((id) => (
              <List.Item key={id}>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                    {names.get(id) ?? (products.isPending ? 'Loading' : 'Not found')}
                  </Text>
                  <TextInput
                    size="xs"
                    w={110}
                    label="MSRP"
                    aria-label={`MSRP for ${names.get(id) ?? 'product'}`}
                    leftSection="$"
                    inputMode="decimal"
                    placeholder="none"
                    value={msrpText(id)}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setTyped((t) => ({ ...t, [id]: value }));
                    }}
                    error={(() => {
                      const m = msrps.get(id);
                      return m && 'error' in m ? m.error : undefined;
                    })()}
                  />
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${names.get(id) ?? 'product'} from the print queue`}
                    onClick={() => onRemove(id)}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
          <Group gap="xs" mt="xs">
            <Button size="xs" onClick={print} disabled={invalid}>
              Print product cards
            </Button>
            <Button variant="default" size="xs" onClick={onClear}>
              Clear the queue
            </Button>
          </Group>
          {error && (
            <Text c="red.8" size="sm" mt={4} role="alert">
              {error}
            </Text>
          )}
          {job && <PrintJobStatus clientId={clientId} id={job} label="product cards" />}
        </>
      )}
    </section>
  );
}
