import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './distributions.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as distributionMessages from '#shared/messages/client/distributions';
import { chooseDispensarySchema, type ChooseDispensary } from '#shared/schemas/distribution';
import { isApiError } from '#web/api/client.ts';
import { addDistribution, dispensaryOptionsQuery, productDistributionsQuery, setDistributionStatus } from './api.ts';
import { shortDate, StatusActions, StatusBadge } from './status-actions.tsx';

interface Props {
  clientId: string;
  productId: string;
  /** A deleted product shows no panel (spec 2: the panel is for active products). */
  active: boolean;
}

/**
 * The product form's distribution panel (spec 2): choose a dispensary and add it, then the list
 * of dispensaries with their statuses and the producer's Approve, Reject and Remove.
 */
export function DistributionPanel({ clientId, productId, active }: Props) {
  if (!active) return null;
  return <Panel clientId={clientId} productId={productId} />;
}

function Panel({ clientId, productId }: { clientId: string; productId: string }) {
  const qc = useQueryClient();
  const options = useQuery(dispensaryOptionsQuery(clientId));
  const list = useInfiniteQuery(productDistributionsQuery(clientId, productId));
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, reset, formState } = useForm<ChooseDispensary>({
    resolver: standardSchemaResolver(chooseDispensarySchema),
    defaultValues: { dispensary: '' },
  });
  const failed = (e: unknown) => setFailure(isApiError(e) ? e.message : distributionMessages.distributionsFailed);

  const add = handleSubmit(async ({ dispensary }) => {
    setNotice(undefined);
    setFailure(undefined);
    try {
      const r = await addDistribution(qc, clientId, productId, dispensary);
      const name = r.distribution.dispensary.name;
      setNotice(
        r.created
          ? distributionMessages.offerSent(name)
          : r.acceptedRequest
            ? distributionMessages.requestAccepted(name)
            : distributionMessages.alreadyListed(name, r.distribution.status),
      );
      reset({ dispensary: '' });
    } catch (e) {
      failed(e);
    }
  });

  const decide = useMutation({
    mutationFn: (v: { dispensary: string; to: 'approved' | 'denied' }) =>
      setDistributionStatus(qc, clientId, productId, v.dispensary, v.to),
    onMutate: () => {
      setNotice(undefined);
      setFailure(undefined);
    },
    onError: failed,
  });

  const rows = list.data?.pages.flatMap((p) => p.distributions) ?? [];
  return (
    <Stack component="section" aria-labelledby="distribution-title" gap="sm" mt="xl">
      <Title order={2} id="distribution-title" fz="h3">
        Distribution
      </Title>
      <form onSubmit={add} noValidate>
        <Group align="flex-end" gap="sm">
          <Controller
            control={control}
            name="dispensary"
            render={({ field, fieldState }) => (
              <Select
                label="Dispensary"
                placeholder={options.isPending ? 'Loading dispensaries' : 'Choose a dispensary'}
                searchable
                clearable
                nothingFoundMessage="No dispensary by that name"
                data={(options.data ?? []).map((d) => ({
                  value: d._id,
                  label: d.licenseNumber ? `${d.name} (licence ${d.licenseNumber})` : d.name,
                }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                miw={280}
              />
            )}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Add
          </Button>
        </Group>
      </form>
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
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
        <Text c="dimmed">{distributionMessages.noDistributions}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>Dispensaries and their status, latest change first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Dispensary</Table.Th>
                <Table.Th scope="col">Licence</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Changed</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.dispensary._id}>
                  <Table.Td>{d.dispensary.name}</Table.Td>
                  <Table.Td>{d.dispensary.licenseNumber ?? '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge entry={d} />
                  </Table.Td>
                  <Table.Td>{shortDate(d.updatedAt)}</Table.Td>
                  <Table.Td>
                    <StatusActions
                      entry={d}
                      what={d.dispensary.name}
                      busy={decide.isPending}
                      onDecide={(to) => decide.mutate({ dispensary: d.dispensary._id, to })}
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
          Show more dispensaries
        </Button>
      )}
    </Stack>
  );
}
