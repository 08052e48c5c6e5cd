import { Alert, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as labApiMessages from '#shared/messages/lab-api';
import type { LabFeed } from '#shared/schemas/lab-api';
import { isApiError } from '#web/api/client.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { feedCompaniesQuery, saveLabFeeds } from './api.ts';

/**
 * The labs (and integrators) that may send the company results through the lab API, and for each
 * whether its results are published at once or reviewed by the COA Data Entry staff first.
 */
export function LabFeeds({ clientId, feeds }: { clientId: string; feeds: LabFeed[] }) {
  const companies = useQuery(feedCompaniesQuery(clientId));
  const queries = useQueryClient();
  const [chosen, setChosen] = useState<Map<string, boolean>>(() => new Map(feeds.map((f) => [f.company, f.trusted])));
  const [state, setState] = useState<{ saving?: boolean; saved?: boolean; error?: string }>({});
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => {
      const next = new Map(now);
      if (on) next.set(id, next.get(id) ?? false);
      else next.delete(id);
      return next;
    });
  const trust = (id: string, on: boolean) => setChosen((now) => new Map(now).set(id, on));
  const save = async () => {
    setState({ saving: true });
    try {
      await saveLabFeeds(
        queries,
        clientId,
        [...chosen].map(([company, trusted]) => ({ company, trusted })),
      );
      setState({ saved: true });
    } catch (e) {
      setState({ error: isApiError(e) ? e.message : 'The server failed to save the labs.' });
    }
  };
  return (
    <section aria-labelledby="lab-feeds-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="lab-feeds-title">
          Labs that send us results
        </Title>
        <Text size="sm">
          A lab chosen here may send this company's results straight from its system (the lab API). Its results go to
          the COA Data Entry staff for review, or are published at once when you trust its feed and it names the
          sample's category, type and strain.
        </Text>
        <QueryState query={companies} what="labs">
          {({ companies: list }) => (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Labs that send us results">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Lab</Table.Th>
                    <Table.Th>Sends us results</Table.Th>
                    <Table.Th>Publish without review</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c._id}>
                      <Table.Td>
                        {c.name}
                        {c.type === 'integrator' && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            (integrator)
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${c.name} sends us results`}
                          checked={chosen.has(c._id)}
                          onChange={(e) => toggle(c._id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Publish ${c.name}'s results without review`}
                          checked={chosen.get(c._id) ?? false}
                          disabled={!chosen.has(c._id)}
                          onChange={(e) => trust(c._id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <Group>
          <Button variant="default" onClick={() => void save()} loading={state.saving}>
            Save the labs
          </Button>
          {state.saved && (
            <Text role="status" size="sm" c="green.9">
              {labApiMessages.feedsSaved}
            </Text>
          )}
        </Group>
        {state.error && (
          <Alert color="red" role="alert">
            {state.error}
          </Alert>
        )}
      </Stack>
    </section>
  );
}
