import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CCRS_IMPORT_MAX_BYTES, type CcrsImportAnswer } from '#shared/schemas/ccrs';
import { pages } from '#shared/pages';
import { isApiError } from '#web/api/client.ts';
import { importLabTests } from './api.ts';
import './ccrs.css';
import { RecordProblems } from './record-problems.tsx';
import { RecordsTable } from './records-table.tsx';

/**
 * A lab's or the state's LabTest file: read and checked as soon as it is chosen (each record Success
 * or Failed, the lots it makes, what the state would refuse), then imported on a second press, each
 * lot a COA the data-entry staff complete and review.
 */
export function CcrsImport({ clientId, serviceOn }: { clientId: string; serviceOn: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [answer, setAnswer] = useState<CcrsImportAnswer>();
  const [busy, setBusy] = useState<'checking' | 'importing'>();

  const send = async (chosen: File, text: string, check: boolean) => {
    setProblem(undefined);
    setBusy(check ? 'checking' : 'importing');
    try {
      setAnswer(await importLabTests(clientId, { fileName: chosen.name, csv: text, check }));
    } catch (e) {
      setProblem(isApiError(e) ? e.message : 'The server failed to read the file.');
      if (check) setAnswer(undefined);
    } finally {
      setBusy(undefined);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setAnswer(undefined);
    setProblem(undefined);
    setCsv(undefined);
    if (!chosen) return;
    if (chosen.size > CCRS_IMPORT_MAX_BYTES)
      return setProblem(`The file is larger than ${CCRS_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it.`);
    const text = await chosen.text();
    setCsv(text);
    await send(chosen, text, true);
  };

  const failed = answer?.records.filter((r) => r.outcome === 'Failed').length ?? 0;
  const imported = answer && !answer.checked;
  return (
    <section aria-labelledby="ccrs-import-title" className="ccrs-section">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="ccrs-import-title">
          Import a LabTest file
        </Title>
        <Text size="sm">
          The CSV your lab uploads to the state (CCRS LabTest). Each lot in it becomes a certificate for the COA Data
          Entry staff, its values already filled from the file; nothing is published until they have reviewed it.
        </Text>
        <Group align="flex-end">
          <FileInput
            label="LabTest CSV file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => void choose(f)}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the LabTest file' }}
            w={320}
            disabled={busy !== undefined}
          />
          <Button
            onClick={() => file && csv !== undefined && void send(file, csv, false)}
            loading={busy === 'importing'}
            disabled={!answer?.checked || !answer.lots.length || !serviceOn || busy !== undefined}
          >
            {answer?.checked && answer.lots.length
              ? `Import ${answer.lots.length} ${answer.lots.length === 1 ? 'lot' : 'lots'}`
              : 'Import'}
          </Button>
        </Group>
        {!serviceOn && (
          <Alert color="yellow">
            Importing sends each lot to the COA Data Entry Service, which this company does not have.{' '}
            <Anchor href={pages.clientCoaEntry.href({ clientId })}>See the service</Anchor>
          </Alert>
        )}
        {busy === 'checking' && (
          <Text role="status" size="sm">
            Reading the file…
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {answer && (
          <>
            <Text role="status" size="sm">
              {answer.records.length} records, {answer.records.length - failed} read, {failed} failed;{' '}
              {answer.lots.length} {answer.lots.length === 1 ? 'lot' : 'lots'}
              {imported &&
                `: ${answer.lots.filter((l) => l.lot).length} sent to data entry, ${
                  answer.lots.filter((l) => l.alreadyImported).length
                } imported before. This month: ${answer.used} of ${answer.serviceLimit} COAs.`}
            </Text>
            {imported && (
              <Table aria-label="Imported lots" maw={640}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Lot</Table.Th>
                    <Table.Th>Records</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.lots.map((l) => (
                    <Table.Tr key={l.inventoryId + l.lines[0]}>
                      <Table.Td>{l.inventoryId}</Table.Td>
                      <Table.Td>{l.lines.length}</Table.Td>
                      <Table.Td>{l.lot ? 'Sent to data entry' : 'Imported before: not sent again'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <RecordsTable records={answer.records} />
            <RecordProblems problems={answer.problems} count={answer.problems.length} what="this file" />
          </>
        )}
      </Stack>
    </section>
  );
}
