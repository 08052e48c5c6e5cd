import { Alert, Anchor, Button, Group, List, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { CcrsExportAnswer } from '#shared/schemas/ccrs';
import { isApiError } from '#web/api/client.ts';
import { exportLabTests } from './api.ts';
import './ccrs.css';
import { RecordProblems } from './record-problems.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/**
 * A lab's published results of a period as the state's LabTest upload file: the link to download
 * it, what the state would refuse of it, and what the file cannot hold.
 */
export function CcrsExport({ clientId }: { clientId: string }) {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [operation, setOperation] = useState<'Insert' | 'Update'>('Insert');
  const [problem, setProblem] = useState<string>();
  const [answer, setAnswer] = useState<CcrsExportAnswer>();
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setProblem(undefined);
    setAnswer(undefined);
    setBusy(true);
    try {
      setAnswer(await exportLabTests(clientId, { from, to, operation }));
    } catch (e) {
      setProblem(isApiError(e) ? e.message : 'The server failed to make the file.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="ccrs-export-title" className="ccrs-section">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="ccrs-export-title">
          Export for the state
        </Title>
        <Text size="sm">
          This lab's published results with a test date in the period, as the LabTest file CCRS takes: one record per
          figure the state names, in its units, not-detected written 0.
        </Text>
        <Group align="flex-end">
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
          <div>
            <Text size="sm" fw={500} id="ccrs-operation">
              Operation
            </Text>
            <SegmentedControl
              aria-labelledby="ccrs-operation"
              value={operation}
              onChange={(v) => setOperation(v as 'Insert' | 'Update')}
              data={[
                { value: 'Insert', label: 'Insert (new)' },
                { value: 'Update', label: 'Update (sent before)' },
              ]}
            />
          </div>
          <Button onClick={() => void make()} loading={busy}>
            Make the file
          </Button>
        </Group>
        {busy && (
          <Text role="status" size="sm">
            Making the file…
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
              {answer.results} {answer.results === 1 ? 'result' : 'results'}, {answer.records} records.{' '}
              <Anchor href={answer.link} download={answer.fileName}>
                Download {answer.fileName}
              </Anchor>
            </Text>
            <RecordProblems problems={answer.problems} count={answer.problemCount} what="the file" />
            {answer.leftOutCount > 0 && <LeftOut answer={answer} />}
          </>
        )}
      </Stack>
    </section>
  );
}

/** What the file cannot hold: each figure once with how many results have it, then each result. */
function LeftOut({ answer }: { answer: CcrsExportAnswer }) {
  const count = new Map<string, number>();
  for (const l of answer.leftOut) for (const f of l.figures) count.set(f, (count.get(f) ?? 0) + 1);
  return (
    <Alert color="gray" title={`Not in the file: figures of ${answer.leftOutCount} results the state has no name for`}>
      <List size="sm" aria-label="Figures not in the file">
        {[...count].map(([figure, n]) => (
          <List.Item key={figure}>
            {figure}: {n} {n === 1 ? 'result' : 'results'}
          </List.Item>
        ))}
      </List>
      <details className="ccrs-details">
        <summary>Each result</summary>
        <List size="sm">
          {answer.leftOut.map((l) => (
            <List.Item key={l.testResult}>
              Lot {l.lot || 'without a sample lot id'}: {l.figures.join('; ')}
            </List.Item>
          ))}
        </List>
      </details>
    </Alert>
  );
}
