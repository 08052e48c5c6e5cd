import { Alert, Badge, Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { CLIENT_TABLE_PAGE_SIZE } from '#shared/constants';
import * as lotMessages from '#shared/messages/client/lots';
import * as productMessages from '#shared/messages/client/products';
import { CHILD_LOTS_PAGE_SIZE, type LotRow } from '#shared/schemas/client-lots';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { clientLotsQuery, deleteLot } from './api.ts';
import { LotForm } from './lot-form.tsx';

type Kind = 'parentLot' | 'shipment';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const TITLES: Record<Kind, string> = { parentLot: 'Parent/Test Lots', shipment: 'Manage Shipments' };

/**
 * Parent/Test Lots (5 a page) and Manage Shipments (10 a page, 'Show Old Shipments'), spec 2 'Lot
 * tables': newest change first, paged by the server's cursor (back through the cursors seen). Admins
 * also see the Producer and Status columns. Add, Edit and Delete (asked first) on each row.
 */
export function LotTable({ clientId, kind, admin }: { clientId: string; kind: Kind; admin: boolean }) {
  const queries = useQueryClient();
  const paging = useCursorPages();
  const [showOld, setShowOld] = useState(false);
  const [editing, setEditing] = useState<{ lot?: LotRow } | undefined>();
  const [deleting, setDeleting] = useState<LotRow>();
  const [failure, setFailure] = useState<string>();
  const limit = kind === 'parentLot' ? CHILD_LOTS_PAGE_SIZE : CLIENT_TABLE_PAGE_SIZE;
  const query = useQuery(
    clientLotsQuery(clientId, kind, { limit, cursor: paging.cursor, current: kind === 'shipment' && !showOld }),
  );
  const noun = kind === 'parentLot' ? 'Parent Lot' : 'Shipment';
  const label = (l: LotRow) => l.s2sId ?? `this ${noun.toLowerCase()}`;

  const remove = async (lot: LotRow) => {
    setDeleting(undefined);
    setFailure(undefined);
    try {
      await deleteLot(queries, clientId, lot._id);
    } catch (e) {
      setFailure(isApiError(e) ? e.message : productMessages.failedToDelete);
    }
  };

  return (
    <section aria-labelledby={`${kind}-title`}>
      <Group justify="space-between" mb="md">
        <Title order={1} fz="h2" id={`${kind}-title`}>
          {TITLES[kind]}
        </Title>
        <Button onClick={() => setEditing({})}>Add a {noun}</Button>
      </Group>
      {kind === 'shipment' && (
        <Switch
          mb="md"
          label="Show Old Shipments"
          checked={showOld}
          onChange={(e) => {
            setShowOld(e.currentTarget.checked);
            paging.restart();
          }}
        />
      )}
      {failure && (
        <Alert color="red" role="alert" mb="md" withCloseButton onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      {query.isPending ? (
        <p className="page-loading" role="status">
          Loading
        </p>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {lotMessages.failedToListLots}
        </Alert>
      ) : (
        <>
          {query.data.lots.length === 0 && paging.first ? (
            <Text>
              {kind === 'parentLot'
                ? lotMessages.noParentLots
                : showOld
                  ? lotMessages.noOldShipments
                  : lotMessages.noShipments}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={admin ? 960 : 780}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{kind === 'parentLot' ? 'Lot ID' : 'Shipment ID'}</Table.Th>
                    {kind === 'shipment' && <Table.Th>Parent Lot</Table.Th>}
                    <Table.Th>Product</Table.Th>
                    <Table.Th>Strain</Table.Th>
                    {kind === 'parentLot' ? <Table.Th>Test Result</Table.Th> : <Table.Th>Dispensary</Table.Th>}
                    <Table.Th>Available</Table.Th>
                    {admin && <Table.Th>Producer</Table.Th>}
                    {admin && <Table.Th>Status</Table.Th>}
                    <Table.Th>Updated</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.lots.map((l) => (
                    <Table.Tr key={l._id}>
                      <Table.Td>{l.s2sId ?? '—'}</Table.Td>
                      {kind === 'shipment' && <Table.Td>{l.parentS2sId ?? '—'}</Table.Td>}
                      <Table.Td>{l.productName ?? 'No product yet'}</Table.Td>
                      <Table.Td>{l.test?.strain ?? '—'}</Table.Td>
                      {kind === 'parentLot' ? (
                        <Table.Td>
                          {l.test ? (
                            <Link to={pages.clientTestResult.href({ clientId, testResultId: l.test._id })}>
                              {[l.test.strain, l.test.lab, l.test.testDate].filter(Boolean).join(' · ')}
                            </Link>
                          ) : (
                            'No test result yet'
                          )}
                        </Table.Td>
                      ) : (
                        <Table.Td>{l.dispensaryName ?? '—'}</Table.Td>
                      )}
                      <Table.Td>{l.available ? 'Yes' : 'No'}</Table.Td>
                      {admin && <Table.Td>{l.producer.name}</Table.Td>}
                      {admin && (
                        <Table.Td>
                          {l.processingInfo ? (
                            <Badge
                              variant="filled"
                              color={l.processingInfo.status === 'completed' ? 'green.9' : 'gray.8'}
                            >
                              {l.processingInfo.status}
                            </Badge>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                      )}
                      <Table.Td>{day(l.updatedAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => setEditing({ lot: l })}>
                            Edit<span className="visually-hidden"> {label(l)}</span>
                          </Button>
                          <Button size="xs" variant="outline" color="red.9" onClick={() => setDeleting(l)}>
                            Delete<span className="visually-hidden"> {label(l)}</span>
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <CursorPager paging={paging} nextCursor={query.data.nextCursor} />
        </>
      )}
      {editing && (
        <LotForm
          key={editing.lot?._id ?? 'new'}
          clientId={clientId}
          kind={kind}
          lot={editing.lot}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
      <Modal opened={!!deleting} onClose={() => setDeleting(undefined)} title={`Delete ${noun}`} centered>
        <Stack>
          <Text>{deleting && lotMessages.confirmDelete(label(deleting))}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => deleting && void remove(deleting)}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
