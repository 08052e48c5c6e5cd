import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './distributions.css';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as distributionMessages from '#shared/messages/client/distributions';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { distributionRequestsQuery, setDistributionStatus } from './api.ts';
import { shortDate, StatusActions } from './status-actions.tsx';

/**
 * The producer's approval list (spec 2 manageProducts): dispensaries that asked to carry one of
 * its products, waiting for Approve or Reject, newest first.
 */
export function ApprovalList({ clientId }: { clientId: string }) {
  const qc = useQueryClient();
  const list = useInfiniteQuery(distributionRequestsQuery(clientId));
  const [failure, setFailure] = useState<string>();
  const decide = useMutation({
    mutationFn: (v: { product: string; dispensary: string; to: 'approved' | 'denied' }) =>
      setDistributionStatus(qc, clientId, v.product, v.dispensary, v.to),
    onMutate: () => setFailure(undefined),
    onError: (e) => setFailure(isApiError(e) ? e.message : distributionMessages.distributionsFailed),
  });
  const rows = list.data?.pages.flatMap((p) => p.requests) ?? [];
  return (
    <Stack component="section" aria-labelledby="approval-title" gap="sm">
      <Title order={2} id="approval-title" fz="h3">
        Dispensary requests
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
        <Text c="dimmed">{distributionMessages.noRequests}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>Requests waiting for your decision, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Brand</Table.Th>
                <Table.Th scope="col">Dispensary</Table.Th>
                <Table.Th scope="col">Licence</Table.Th>
                <Table.Th scope="col">Asked</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.product._id}#${r.dispensary._id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={pages.clientProduct.href({ clientId, productId: r.product._id })}>
                      {r.product.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.product.brand.name}</Table.Td>
                  <Table.Td>{r.dispensary.name}</Table.Td>
                  <Table.Td>{r.dispensary.licenseNumber ?? '—'}</Table.Td>
                  <Table.Td>{shortDate(r.updatedAt)}</Table.Td>
                  <Table.Td>
                    <StatusActions
                      entry={r}
                      what={`${r.product.name} for ${r.dispensary.name}`}
                      busy={decide.isPending}
                      onDecide={(to) => decide.mutate({ product: r.product._id, dispensary: r.dispensary._id, to })}
                    />
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
          onClick={() => list.fetchNextPage()}
        >
          Show more requests
        </Button>
      )}
    </Stack>
  );
}
