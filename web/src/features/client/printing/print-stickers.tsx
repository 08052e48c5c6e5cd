import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as printMessages from '#shared/messages/client/printing';
import { SHEET_TEMPLATES } from '#shared/printing/templates';
import { QueryState } from '#web/components/query-state.tsx';
import { parentLotsQuery, printStickers } from './api.ts';
import { PrintJobStatus } from '#web/components/print-job-status.tsx';

/** Spec 2 §9: jobs go one at a time, 3 seconds apart. */
const GAP_MS = 3000;

interface Draft {
  key: number;
  parentLot: string;
  lotName: string;
  count: number;
  template: string;
}

/**
 * Print Stickers (spec 2): add jobs (parent lot, count, template), review them, delete a row with
 * a second 'Confirm?' click, then 'Click To Generate' sends them one at a time 3 s apart, showing
 * 'N of M completed' and each finished sheet; an error shows as text and the button comes back.
 */
export function PrintStickers({ clientId }: { clientId: string }) {
  const lots = useQuery(parentLotsQuery(clientId));
  const [parentLot, setParentLot] = useState<string | null>(null);
  const [count, setCount] = useState('');
  const [template, setTemplate] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [confirming, setConfirming] = useState<number>();
  const [sent, setSent] = useState<{ id: string; label: string }[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const nextKey = useRef(1);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const options = lots.data?.options ?? [];
  const add = () => {
    if (!parentLot || !count || !template) return setFormError(printMessages.allFieldsRequired);
    setFormError(undefined);
    // a job now exists: the reminder to make one no longer holds (a failed generation's error stays)
    setError((e) => (e === printMessages.createOneJobFirst ? undefined : e));
    const lot = options.find((o) => o._id === parentLot);
    setDrafts((d) => [
      ...d,
      { key: nextKey.current++, parentLot, lotName: lot?.name ?? parentLot, count: Number(count), template },
    ]);
    setParentLot(null);
    setCount('');
    setTemplate(null);
  };

  const generate = async () => {
    if (drafts.length === 0) return setError(printMessages.createOneJobFirst);
    setError(undefined);
    setRunning(true);
    setProgress({ done: 0, total: drafts.length });
    const queue = [...drafts];
    try {
      for (let i = 0; i < queue.length; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, GAP_MS));
        if (!alive.current) return;
        const d = queue[i]!;
        const r = await printStickers(clientId, {
          parentLot: d.parentLot,
          count: d.count,
          template: d.template as never,
        });
        setSent((s) => [...s, { id: r.printJob._id, label: `${d.lotName}, ${d.count} × ${d.template}` }]);
        setDrafts((ds) => ds.filter((x) => x.key !== d.key));
        setProgress({ done: i + 1, total: queue.length });
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      if (alive.current) setRunning(false);
    }
  };

  return (
    <section aria-labelledby="stickers-title">
      <Title order={1} fz="h2" id="stickers-title" mb="md">
        Print Stickers
      </Title>
      <QueryState query={lots} what="parent lot list">
        {({ options: lotOptions }) =>
          lotOptions.length === 0 ? (
            <Text>
              No lot is ready to print yet. A parent lot can be printed once its test result is entered: add a test
              result, or wait for the COA Data Entry Service to finish one.
            </Text>
          ) : (
            <Stack gap="xs" maw={640}>
              <Title order={2} fz="lg">
                Add a print job
              </Title>
              <Select
                label="Parent lot"
                placeholder="Choose a parent lot"
                searchable
                data={lotOptions.map((o) => ({ value: o._id, label: o.name }))}
                value={parentLot}
                onChange={setParentLot}
              />
              <TextInput
                label="Count"
                inputMode="numeric"
                value={count}
                // numeric text only (spec 2 §5)
                onChange={(e) => setCount(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              />
              <Select
                label="Label template"
                placeholder="Choose a template"
                data={SHEET_TEMPLATES.map((t) => ({
                  value: t.id,
                  label: `${t.id}: ${t.name}`,
                  disabled: !t.supported,
                }))}
                value={template}
                onChange={setTemplate}
              />
              {formError && (
                <Text c="red.8" role="alert">
                  {formError}
                </Text>
              )}
              <Group>
                <Button variant="default" onClick={add}>
                  Add print job
                </Button>
              </Group>
            </Stack>
          )
        }
      </QueryState>

      <Title order={2} fz="lg" mt="lg">
        Review
      </Title>
      {drafts.length === 0 ? (
        <Text size="sm">No print jobs added.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Parent lot</Table.Th>
                <Table.Th>Count</Table.Th>
                <Table.Th>Template</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Delete</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.map((d) => (
                <Table.Tr key={d.key}>
                  <Table.Td>{d.lotName}</Table.Td>
                  <Table.Td>{d.count}</Table.Td>
                  <Table.Td>{d.template}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant={confirming === d.key ? 'filled' : 'light'}
                      aria-label={
                        confirming === d.key ? printMessages.confirmDelete : `Delete the job for ${d.lotName}`
                      }
                      onBlur={() => setConfirming((k) => (k === d.key ? undefined : k))}
                      onClick={() =>
                        confirming === d.key
                          ? (setDrafts((ds) => ds.filter((x) => x.key !== d.key)), setConfirming(undefined))
                          : setConfirming(d.key)
                      }
                    >
                      {confirming === d.key ? printMessages.confirmDelete : 'Delete'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group mt="md" align="center">
        <Button onClick={generate} loading={running} disabled={running}>
          {printMessages.generate}
        </Button>
        {progress && (
          <Text size="sm" role="status" aria-live="polite">
            {progress.done} of {progress.total} completed
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      {sent.length > 0 && (
        <>
          <Title order={2} fz="lg" mt="lg">
            Sheets
          </Title>
          <Stack gap={4} mt="xs">
            {sent.map((s) => (
              <PrintJobStatus key={s.id} clientId={clientId} id={s.id} label={s.label} />
            ))}
          </Stack>
        </>
      )}
    </section>
  );
}
