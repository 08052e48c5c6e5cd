import { Progress, Table, Text } from '@mantine/core';
import '#web/components/mantine.css';
import type { ReactNode } from 'react';

/** One row of a bulk run: what it is about, and its result once known. */
export interface BatchRow {
  key: string;
  cells: ReactNode[];
  result?: { ok: boolean; text: string };
}

/** A batch's progress bar and a result per row (spec 2: bulk edit and CSV upload). */
export function BatchResults({ label, columns, rows }: { label: string; columns: string[]; rows: BatchRow[] }) {
  const done = rows.filter((r) => r.result).length;
  const failed = rows.filter((r) => r.result && !r.result.ok).length;
  return (
    <section aria-label={label}>
      <Progress value={rows.length ? (done / rows.length) * 100 : 0} aria-label={`${label} progress`} mt="sm" />
      <Text size="sm" mt={4} role="status">
        {done} of {rows.length} done{failed ? `, ${failed} failed` : ''}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table mt="xs" aria-label={`${label} results`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                {r.cells.map((c, i) => (
                  <Table.Td key={i}>{c}</Table.Td>
                ))}
                <Table.Td>
                  {r.result ? (
                    <Text size="sm" c={r.result.ok ? 'green.9' : 'red.9'} fw={600}>
                      {r.result.text}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Waiting
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
