import { Anchor, Loader, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrintJobView } from '#shared/schemas/printing';
import { call } from '#web/api/client.ts';

// A print job's state (docs/printing.md), shared by the pages that print: Print Stickers,
// Marketing Materials and the products' print queue.

const pending = (j: PrintJobView | undefined) => !j || j.status === 'queued' || j.status === 'rendering';

/** A job, polled every second until it is done or failed; the link it answers lasts 10 minutes. */
const printJobQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: ['client', clientId, 'printJob', id],
    queryFn: async ({ signal }) => (await call('getPrintJob', { params: { clientId, id } }, signal)).printJob,
    refetchInterval: (q) => (pending(q.state.data) ? 1000 : false),
    staleTime: 5 * 60_000,
  });

/** One job's state: rendering, its error as text, or its sheet (a link that opens the PDF). */
export function PrintJobStatus({ clientId, id, label }: { clientId: string; id: string; label: string }) {
  const job = useQuery(printJobQuery(clientId, id));
  if (job.isError) return <Text c="red.8">{job.error.message}</Text>;
  const j = job.data;
  if (!j || j.status === 'queued' || j.status === 'rendering')
    return (
      <Text size="sm" role="status">
        <Loader size="xs" mr={6} aria-hidden />
        Rendering {label}…
      </Text>
    );
  if (j.status === 'failed') return <Text c="red.8">{j.errorMessage ?? 'The sheet could not be made.'}</Text>;
  return (
    <Anchor href={j.link} target="_blank" rel="noopener">
      Open {label} (PDF, {j.sheets} sheet{j.sheets === 1 ? '' : 's'})
    </Anchor>
  );
}
