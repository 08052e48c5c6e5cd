import { Alert, Anchor, Badge, Button, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './distributions.css';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as distributionMessages from '#shared/messages/client/distributions';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { sentRequestsQuery, withdrawRequest } from './api.ts';
import { shortDate } from './status-actions.tsx';

/**
 * The store's own requests to carry products, while their producers have not answered: what it
 * asked for from product pages would otherwise show nowhere until approved. Each is withdrawn with
 * one tap.
 */
export function SentRequests({ clientId }: { clientId: string }) {
  const qc = useQueryClient();
  const list = useInfiniteQuery(sentRequestsQuery(clientId));
  const withdraw = useMutation({ mutationFn: (product: string) => withdrawRequest(qc, clientId, product) });
  const rows = list.data?.pages.flatMap((p) => p.products) ?? [];
  const failure = withdraw.error
    ? isApiError(withdraw.error)
      ? withdraw.error.message
      : distributionMessages.distributionsFailed
    : undefined;
  return (
    <section aria-labelledby="sent-requests-title">
      <Title order={2} fz="h3" id="sent-requests-title">
        Your requests
      </Title>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {list.isPending ? (
        <Text role="status">Loading</Text>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {distributionMessages.distributionsFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{distributionMessages.noRequestsSent}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>Products you asked producers for, latest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Brand</Table.Th>
                <Table.Th scope="col">Asked</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ product: p, updatedAt }) => (
                <Table.Tr key={p._id}>
                  <Table.Td>
                    <Anchor component={Link} to={pages.product.href({ id: p._id })}>
                      {p.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.brand.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(updatedAt)}</Table.Td>
                  <Table.Td className="inventory-status">
                    {/* light yellow's own text is too faint on its tint (axe: colour contrast) */}
                    <Badge color="yellow" c="dark.8" variant="light" tt="none">
                      {distributionMessages.requestWaiting}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Withdraw the request for ${p.name}`}
                      disabled={withdraw.isPending}
                      onClick={() => withdraw.mutate(p._id)}
                    >
                      Withdraw
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more requests
        </Button>
      )}
    </section>
  );
}
