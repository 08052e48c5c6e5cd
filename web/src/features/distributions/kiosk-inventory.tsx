import { Alert, Anchor, Badge, Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './distributions.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import * as distributionMessages from '#shared/messages/client/distributions';
import { pages } from '#web/app/paths.ts';
import { companyQuery } from '#web/lib/company.ts';
import { inventoryQuery } from './api.ts';
import { shortDate } from './status-actions.tsx';

/**
 * The dispensary's Kiosk Inventory (spec 2 `inventory`): the products it carries (its approved
 * distributions), newest first, a page at a time, and the Go Pro upsell for merchandising cards
 * when premium is off.
 */
export function KioskInventory({ clientId }: { clientId: string }) {
  const company = useQuery(companyQuery(clientId));
  const list = useInfiniteQuery(inventoryQuery(clientId));
  const rows = list.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>Kiosk Inventory</Title>
      <Text>
        The products your dispensary carries: each producer approved your request. Your kiosk shows them to shoppers.
      </Text>
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
      {list.isPending ? (
        <Text role="status">Loading</Text>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {distributionMessages.distributionsFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{distributionMessages.noInventory}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>Products you carry, latest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Brand</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">In stores</Table.Th>
                <Table.Th scope="col">Approved</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ product: p, updatedAt }) => (
                <Table.Tr key={p._id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {p.featureImage && <Image src={p.featureImage} alt="" w={40} h={40} radius="sm" />}
                      <Anchor component={Link} to={pages.product.href({ id: p._id })}>
                        {p.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>{p.brand.name}</Table.Td>
                  <Table.Td>
                    {p.productCategory} · {p.productType}
                  </Table.Td>
                  <Table.Td className="inventory-status">
                    {!p.active ? (
                      <Badge color="red" variant="light" tt="none">
                        Deleted
                      </Badge>
                    ) : p.available ? (
                      <Badge color="green" variant="light" tt="none">
                        Available
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" tt="none">
                        Unavailable
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(updatedAt)}</Table.Td>
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
          Show more products
        </Button>
      )}
    </Stack>
  );
}
