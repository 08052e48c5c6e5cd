import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as lotMessages from '#shared/messages/client/lots';
import { pages } from '#web/app/paths.ts';
import { productLotsQuery } from './api.ts';

const TYPE_LABELS = { parentLot: 'Parent/Test Lot', distribution: 'Distribution', shipment: 'Shipment' } as const;

/** A saved product's lots of every type (spec 2 §7 `product/{id}/lots`), 5 a page, newest change first. */
export function ProductLots({ clientId, productId }: { clientId: string; productId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const query = useQuery(productLotsQuery(clientId, productId, cursors.at(-1)));
  return (
    <section aria-labelledby="product-lots-title">
      <Title order={2} fz="h3" id="product-lots-title" mt="xl" mb="sm">
        Lots of this product
      </Title>
      {query.isPending ? (
        <p className="page-loading" role="status">
          Loading
        </p>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {lotMessages.failedToListProductLots}
        </Alert>
      ) : query.data.lots.length === 0 && cursors.length === 0 ? (
        <Text>
          No lots name this product yet. Add one under{' '}
          <Link to={pages.clientParentLots.href({ clientId })}>Test Results</Link>.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Lot ID</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Test Result</Table.Th>
                  <Table.Th>Available</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.lots.map((l) => (
                  <Table.Tr key={l._id}>
                    <Table.Td>{l.s2sId ?? '—'}</Table.Td>
                    <Table.Td>{TYPE_LABELS[l.lotType]}</Table.Td>
                    <Table.Td>
                      {l.test ? [l.test.strain, l.test.lab, l.test.testDate].filter(Boolean).join(' · ') : '—'}
                    </Table.Td>
                    <Table.Td>{l.available ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" mt="sm">
            <Button
              variant="default"
              size="xs"
              disabled={cursors.length === 0}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous lots
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!query.data.nextCursor}
              onClick={() => {
                const next = query.data.nextCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              More lots
            </Button>
          </Group>
        </>
      )}
    </section>
  );
}
