import { Stack, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import * as messages from '#shared/messages/client/loyalty-members';
import { LoyaltyData } from '#web/components/loyalty/loyalty-data.tsx';
import { activityQuery } from './api.ts';

const Charts = lazy(() => import('./charts.tsx').then((m) => ({ default: m.Charts })));

/**
 * Members over time and check-ins per day (spec 3 §2, docs/client-loyalty-members.md, Activity):
 * the charts, loaded lazily, and the same figures as a table for screen readers and keyboards.
 */
export function ActivityCharts({ clientId }: { clientId: string }) {
  const query = useQuery(activityQuery(clientId));
  return (
    <Stack gap="sm" aria-labelledby="loyalty-activity-title" component="section">
      <Title order={2} id="loyalty-activity-title">
        {messages.activityTitle}
      </Title>
      <LoyaltyData query={query} view="activity" failed={<Text>{messages.activityFailed}</Text>}>
        {(a) => (
          <>
            <Suspense fallback={<p role="status">Loading the charts…</p>}>
              <Charts days={a.days} />
            </Suspense>
            <details>
              <summary>{messages.activityTable}</summary>
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Day</Table.Th>
                      <Table.Th scope="col">Joined</Table.Th>
                      <Table.Th scope="col">Members</Table.Th>
                      <Table.Th scope="col">Check-ins</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {a.days
                      .filter((d) => d.joins > 0 || d.checkIns > 0)
                      .map((d) => (
                        <Table.Tr key={d.day}>
                          <Table.Th scope="row">{d.day}</Table.Th>
                          <Table.Td>{d.joins}</Table.Td>
                          <Table.Td>{d.members}</Table.Td>
                          <Table.Td>{d.checkIns}</Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="sm">{a.members} members in all; days without joins or check-ins are left out.</Text>
            </details>
          </>
        )}
      </LoyaltyData>
    </Stack>
  );
}
