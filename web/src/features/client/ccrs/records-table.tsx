import { Badge, Group, Pagination, SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import type { CcrsImportAnswer } from '#shared/schemas/ccrs';

/** Records a page shows: a state file has one per figure, thousands for a month of a lab. */
const PAGE = 50;

/** An import's records, each Success or Failed with the reason, 50 a page, the failed ones alone on request. */
export function RecordsTable({ records }: { records: CcrsImportAnswer['records'] }) {
  const [only, setOnly] = useState<'all' | 'failed'>('all');
  const [page, setPage] = useState(1);
  const failed = records.filter((r) => r.outcome === 'Failed');
  const shown = only === 'failed' ? failed : records;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const at = Math.min(page, pages);
  return (
    <>
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Which records"
          value={only}
          onChange={(v) => (setOnly(v as 'all' | 'failed'), setPage(1))}
          data={[
            { value: 'all', label: `All (${records.length})` },
            { value: 'failed', label: `Failed (${failed.length})`, disabled: !failed.length },
          ]}
        />
        {pages > 1 && <Pagination total={pages} value={at} onChange={setPage} size="sm" aria-label="Record pages" />}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="LabTest records" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Lot</Table.Th>
              <Table.Th>TestName</Table.Th>
              <Table.Th>TestValue</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.slice((at - 1) * PAGE, at * PAGE).map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.inventoryId}</Table.Td>
                <Table.Td>{r.testName}</Table.Td>
                <Table.Td>{r.testValue}</Table.Td>
                <Table.Td c={r.outcome === 'Success' ? undefined : 'red.9'}>
                  {r.outcome === 'Success' ? (
                    <>
                      <Badge color="green" variant="light" mr="xs">
                        Success
                      </Badge>
                      {r.details}
                    </>
                  ) : (
                    `Failed: ${r.details}`
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
