import { Alert, Anchor, Button, FileInput, Group, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CSV_UPLOAD_CONCURRENCY } from '#shared/constants';
import { brandOptionsQuery, refreshProductLists, saveProduct } from './api.ts';
import { BatchResults, type BatchRow } from './batch-results.tsx';
import { CSV_TEMPLATE, importKeyOf, parseProductCsv, rowToBody, type CsvRow } from './csv.ts';
import { plainMessage } from './messages.ts';
import { runPool } from './pool.ts';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

interface Pending {
  index: number;
  row: CsvRow;
  key: string;
}

/**
 * The admin's CSV product upload (spec 2): each row one product save, 3 at a time, the producer the
 * client. Each row's import key comes from the file and the row, so a row sent again (Retry failed
 * rows, or the same file once more) finds the product it made instead of adding a second one.
 */
export function CsvUpload({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const brands = useQuery(brandOptionsQuery(clientId));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<Pending[]>([]);
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [running, setRunning] = useState(false);

  const send = async (batch: Pending[]) => {
    setRunning(true);
    setRows((now) => now.map((r) => (batch.some((b) => String(b.index) === r.key) ? { ...r, result: undefined } : r)));
    const outcomes = await runPool(
      batch,
      CSV_UPLOAD_CONCURRENCY,
      (p) =>
        saveProduct(
          queryClient,
          clientId,
          rowToBody(p.row, brands.data?.options ?? [], p.key),
          { importKey: p.key },
          { many: true },
        ),
      (i, outcome) =>
        setRows((now) =>
          now.map((r) =>
            r.key === String(batch[i]!.index)
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
    setPending(batch.filter((_, i) => !outcomes[i]!.ok));
    setRunning(false);
    await refreshProductLists(queryClient, clientId);
  };

  const upload = async () => {
    setProblem(undefined);
    if (!file) return setProblem('Choose a CSV file to upload.');
    const text = await file.text();
    const { rows: parsed, errors } = parseProductCsv(text);
    if (errors.length) return setProblem(errors.slice(0, 3).join(' '));
    if (parsed.length === 0) return setProblem('The file has no product rows.');
    const batch = await Promise.all(
      parsed.map(async (row, index) => ({ index, row, key: await importKeyOf(text, index) })),
    );
    setRows(
      batch.map(({ index, row }) => ({
        key: String(index),
        cells: [
          index + 2,
          row.name ?? '',
          row.strain || 'Not Available',
          row.tracabilityParentLotId ?? '',
          row.tracabilitySampleLotId ?? '',
        ],
      })),
    );
    await send(batch);
  };

  return (
    <section aria-labelledby="csv-upload-title">
      <Title order={2} fz="lg" id="csv-upload-title">
        CSV product upload
      </Title>
      <Text size="sm" mt={4}>
        One product per row, saved for this company.{' '}
        <Anchor href={TEMPLATE_HREF} download="product-upload-template.csv">
          Download the CSV template
        </Anchor>
      </Text>
      <Group align="flex-end" mt="xs" wrap="wrap">
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          placeholder="Choose a file"
          w={260}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        <Button onClick={() => void upload()} loading={running} disabled={brands.isPending}>
          Upload
        </Button>
        {pending.length > 0 && !running && (
          <Button variant="default" onClick={() => void send(pending)}>
            Retry {pending.length} failed row{pending.length === 1 ? '' : 's'}
          </Button>
        )}
      </Group>
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      {rows.length > 0 && (
        <BatchResults
          label="CSV upload"
          columns={['Row', 'Product Name', 'Strain', 'Parent Lot ID', 'Sample Lot ID']}
          rows={rows}
        />
      )}
    </section>
  );
}
