import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import './test-results.css';
import * as testResultMessages from '#shared/messages/client/test-results';
import { isApiError } from '#web/api/client.ts';
import { labsQuery, refreshTestResultLists, saveTestResult } from './api.ts';
import { CSV_TEMPLATE, parseTestCsv, rowToBody, type CsvRow } from './csv.ts';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
/** Rows sent at once (spec 2 §9: CSV uploads run 3 at a time). */
const CONCURRENCY = 3;

interface Outcome {
  line: number;
  row: CsvRow;
  ok?: boolean;
  text?: string;
}

/**
 * The admin's CSV bulk test upload: each row one result save, three at a time, checked by the
 * form's own schema first. 'CSV Upload Results' lists every row as Success or Failed with details.
 */
export function CsvTestUpload({ clientId }: { clientId: string }) {
  const queries = useQueryClient();
  const labs = useQuery(labsQuery(clientId));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [showResults, setShowResults] = useState(false);
  const [running, setRunning] = useState(false);

  const upload = async () => {
    setProblem(undefined);
    if (!file) return setProblem('Choose a CSV file to upload.');
    const { rows, errors } = parseTestCsv(await file.text());
    if (errors.length) return setProblem(errors.slice(0, 3).join(' '));
    if (rows.length === 0) return setProblem('The file has no test result rows.');
    const list: Outcome[] = rows.map((row, i) => ({ line: i + 2, row }));
    setOutcomes(list);
    setShowResults(true);
    setRunning(true);
    const settle = (i: number, ok: boolean, text: string) =>
      setOutcomes((now) => now.map((o, j) => (j === i ? { ...o, ok, text } : o)));
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const i = next++;
        const checked = rowToBody(list[i]!.row, labs.data?.options ?? []);
        if (!checked.ok) {
          settle(i, false, checked.error);
          continue;
        }
        try {
          await saveTestResult(queries, clientId, checked.body, undefined, { many: true });
          settle(i, true, 'Success');
        } catch (e) {
          settle(i, false, isApiError(e) ? e.message : testResultMessages.serverFailedToSave);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    setRunning(false);
    await refreshTestResultLists(queries, clientId, true);
  };

  return (
    <section aria-labelledby="csv-tests-title" className="test-result-form">
      <Stack gap="sm" maw={960}>
        <Title order={2} fz="h3" id="csv-tests-title">
          CSV bulk test upload
        </Title>
        <Text size="sm">
          One test result per row, figures in percent of mass as printed (ND, &lt;0.1 included), the lab by name.{' '}
          <Anchor href={TEMPLATE_HREF} download="test-results-template.csv">
            Download the template
          </Anchor>
        </Text>
        <Group align="flex-end">
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the CSV file' }}
            w={280}
          />
          <Button onClick={() => void upload()} loading={running} disabled={labs.isPending}>
            Upload CSV
          </Button>
          <Button variant="default" disabled={!outcomes.length} onClick={() => setShowResults((s) => !s)}>
            {testResultMessages.csvUploadResults}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {showResults && outcomes.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={testResultMessages.csvUploadResults}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Strain</Table.Th>
                  <Table.Th>Source Lot</Table.Th>
                  <Table.Th>Sample Lot</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outcomes.map((o) => (
                  <Table.Tr key={o.line}>
                    <Table.Td>{o.line}</Table.Td>
                    <Table.Td>{o.row.strain ?? ''}</Table.Td>
                    <Table.Td>{o.row.tracabilityParentLotId ?? ''}</Table.Td>
                    <Table.Td>{o.row.tracabilitySampleLotId ?? ''}</Table.Td>
                    <Table.Td c={o.ok === undefined ? undefined : o.ok ? 'green.9' : 'red.9'}>
                      {o.ok === undefined ? 'Sending' : o.ok ? 'Success' : `Failed: ${o.text}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </section>
  );
}
