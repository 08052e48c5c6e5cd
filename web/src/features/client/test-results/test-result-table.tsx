import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as testResultMessages from '#shared/messages/client/test-results';
import { printedMeasure, totalsCheck } from '#shared/schemas/test-result';
import { pages } from '#web/app/paths.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { testResultPageQuery } from './api.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Test Results (the side menu's entry): the client's results, ten a page, newest change first,
 * each linking to its form. Pages go forward by the server's cursor and back through those seen.
 */
export function TestResultTable({ clientId }: { clientId: string }) {
  const paging = useCursorPages();
  const query = useQuery(testResultPageQuery(clientId, paging.cursor));
  return (
    <section aria-labelledby="test-results-title">
      <Group justify="space-between" mb="md">
        <Title order={1} fz="h2" id="test-results-title">
          Test Results
        </Title>
        <Button component={Link} to={pages.clientTestResult.href({ clientId })}>
          {testResultMessages.addTestResult}
        </Button>
      </Group>
      {/* spec 2 §8: a failed list load says so in the spec's words */}
      {query.isError && (
        <Alert color="red" role="alert" mb="md">
          {testResultMessages.failedToLoad}
        </Alert>
      )}
      <QueryState query={query} what="test result list">
        {({ testResults, nextCursor }) => (
          <>
            {testResults.length === 0 && paging.first ? (
              <Text>{testResultMessages.noTestResults}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Strain</Table.Th>
                      <Table.Th>Sample Type</Table.Th>
                      <Table.Th>Lab</Table.Th>
                      <Table.Th>Source Lot</Table.Th>
                      <Table.Th>Total THC</Table.Th>
                      <Table.Th>Tested</Table.Th>
                      <Table.Th>Updated</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {testResults.map((t) => (
                      <Table.Tr key={t._id}>
                        <Table.Td>
                          <Link to={pages.clientTestResult.href({ clientId, testResultId: t._id })}>{t.strain}</Link>
                        </Table.Td>
                        <Table.Td>
                          {t.sampleTypeCategory} · {t.sampleType}
                        </Table.Td>
                        <Table.Td>{t.testLab.name}</Table.Td>
                        <Table.Td>{t.tracabilityParentLotId ?? ''}</Table.Td>
                        <Table.Td>
                          {printedMeasure(t, 'thcTotal') ?? totalsCheck(t).thc.computed}
                          {t.nonDetects?.thcTotal ? '' : ' %'}
                        </Table.Td>
                        <Table.Td>{t.testDate ? day(`${t.testDate}T00:00:00Z`) : ''}</Table.Td>
                        <Table.Td>{day(t.updatedAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <CursorPager paging={paging} nextCursor={nextCursor} />
          </>
        )}
      </QueryState>
    </section>
  );
}
