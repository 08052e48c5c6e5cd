import { Alert, Anchor, Button, Card, CloseButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import '#web/components/mantine.css';
import './distributions.css';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as distributionMessages from '#shared/messages/client/distributions';
import { KIOSK_SEARCH_MIN } from '#shared/kiosk';
import type { DISTRIBUTION_DECISIONS } from '#shared/schemas/distribution';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { clientQuery } from '#web/lib/client.ts';
import { inventoryQuery, offersQuery, setInventoryStatus } from './api.ts';
import { InventoryEditor } from './inventory-editor.tsx';
import { SentRequests } from './sent-requests.tsx';
import { shortDate } from './status-actions.tsx';

type Decision = (typeof DISTRIBUTION_DECISIONS)[number];

/** How long the search box waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The inventory's search box: what it has settled on once typing stops, and only at the kiosk's
 * search length or more (shorter text lists everything, as no text does).
 */
function InventorySearch({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  return (
    <TextInput
      label="Search your inventory"
      description={`Product name, brand or strain; at least ${KIOSK_SEARCH_MIN} characters`}
      type="search"
      className="inventory-search"
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && text) {
          e.preventDefault();
          onChange('');
        }
      }}
      maw={480}
      rightSection={text ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null}
    />
  );
}

/** The next page of a list, while it has one. */
function ShowMore({ list, what }: { list: UseInfiniteQueryResult; what: string }) {
  return list.hasNextPage ? (
    <Button variant="default" w="fit-content" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
      Show more {what}
    </Button>
  ) : null;
}

/** The store's answer to one product: accept an offer, or decline it, or drop a product it carries. */
function useInventoryDecision(clientId: string) {
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const decide = useMutation({
    mutationFn: (v: { product: string; to: Decision }) => setInventoryStatus(qc, clientId, v.product, v.to),
    onMutate: () => setFailure(undefined),
    onError: (e) => setFailure(isApiError(e) ? e.message : distributionMessages.distributionsFailed),
  });
  return { decide, failure };
}

/** Offers from producers, waiting for the store's yes: nothing reaches its shelves without it. */
function Offers({ clientId, decide }: { clientId: string; decide: ReturnType<typeof useInventoryDecision>['decide'] }) {
  const offers = useInfiniteQuery(offersQuery(clientId));
  const rows = offers.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <section aria-labelledby="offers-title">
      <Title order={2} fz="h3" id="offers-title">
        Offers from producers
      </Title>
      {offers.isPending ? (
        <Text role="status">Loading</Text>
      ) : offers.isError ? (
        <Alert color="red" role="alert">
          {distributionMessages.distributionsFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{distributionMessages.noOffers}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>Products producers offer you, latest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Brand</Table.Th>
                <Table.Th scope="col">Offered</Table.Th>
                <Table.Th scope="col">Answer</Table.Th>
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
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color="green"
                        aria-label={`Accept ${p.name}`}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ product: p._id, to: 'approved' })}
                      >
                        Accept
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Decline ${p.name}`}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ product: p._id, to: 'denied' })}
                      >
                        Decline
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ShowMore list={offers} what="offers" />
    </section>
  );
}

/**
 * The dispensary's Kiosk Inventory (spec 2 `inventory`), its home in the client area: the
 * producers' offers waiting for its answer, its own requests waiting for theirs, then the products it carries (its approved distributions), newest first, a page at a
 * time, each of which it may remove, and the Go Pro upsell for merchandising cards when premium is
 * off.
 */
export function KioskInventory({ clientId }: { clientId: string }) {
  const company = useQuery(clientQuery(clientId));
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = settled.length >= KIOSK_SEARCH_MIN ? settled : undefined;
  const list = useInfiniteQuery({ ...inventoryQuery(clientId, search), placeholderData: (previous) => previous });
  const { decide, failure } = useInventoryDecision(clientId);
  const rows = list.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>Kiosk Inventory</Title>
      <Text>
        The products your dispensary carries, each one you asked for or accepted. Your kiosk shows them to shoppers with
        the price, size and stock you set here; a hidden product stays on this list but leaves the kiosk.
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Offers clientId={clientId} decide={decide} />
      <SentRequests clientId={clientId} />
      {company.data && !company.data.premiumEnabled && (
        <Card withBorder radius="md" padding="md" className="promo" component="aside" aria-labelledby="upsell-title">
          <Title order={2} fz="h4" id="upsell-title">
            Go Pro: merchandising cards
          </Title>
          <Text fz="sm" mb="xs">
            Print merchandising cards for the products you carry, with MSRP pricing, and unlock your full inventory on
            the kiosk.
          </Text>
          <Anchor component={Link} to={pages.clientProSignup.href({ clientId })} fw={700}>
            Get More with Pro
          </Anchor>
        </Card>
      )}
      <Title order={2} fz="h3">
        Products you carry
      </Title>
      <InventorySearch text={text} onChange={setText} />
      {list.isPending ? (
        <Text role="status">Loading</Text>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {distributionMessages.distributionsFailed}
        </Alert>
      ) : rows.length === 0 && search && !list.hasNextPage ? (
        <Text role="status">{distributionMessages.noInventoryMatches}</Text>
      ) : rows.length === 0 && !search ? (
        <Text c="dimmed">{distributionMessages.noInventory}</Text>
      ) : (
        <InventoryEditor
          clientId={clientId}
          rows={rows}
          removing={decide.isPending}
          onRemove={(product) => decide.mutate({ product, to: 'denied' })}
        />
      )}
      <ShowMore list={list} what="products" />
    </Stack>
  );
}
