import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#web/api/client.ts';
import { claimsQuery, decideClaim } from './api.ts';

/** People asking to join the company (docs/client-companies.md): a member or an admin approves or rejects each once. */
export function PendingClaims({ clientId }: { clientId: string }) {
  const claims = useQuery(claimsQuery(clientId));
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const decide = async (userId: string, decision: 'approve' | 'reject') => {
    setBusy(userId);
    setError(undefined);
    try {
      await decideClaim(queryClient, clientId, userId, decision);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Could not reach the server.');
    } finally {
      setBusy(undefined);
    }
  };
  const list = claims.data?.claims ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="claims-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="claims-title">
          Requests to join
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {claims.isError ? (
          <Text role="alert">We couldn't load the requests.</Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">{claims.isPending ? 'Loading' : 'Nobody is waiting to join this company.'}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Asked on</Table.Th>
                <Table.Th>Answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => {
                const who = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
                return (
                  <Table.Tr key={c.user}>
                    <Table.Td>
                      {who}
                      {who !== c.email && <Text fz="xs">{c.email}</Text>}
                    </Table.Td>
                    <Table.Td>{new Date(c.createdAt).toLocaleDateString()}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="xs"
                          loading={busy === c.user}
                          aria-label={`Approve ${who}`}
                          onClick={() => void decide(c.user, 'approve')}
                        >
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          disabled={busy === c.user}
                          aria-label={`Reject ${who}`}
                          onClick={() => void decide(c.user, 'reject')}
                        >
                          Reject
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
