import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as brandMessages from '#shared/messages/client/brands';
import { pages } from '#web/app/paths.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { clientBrandsQuery } from './api.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Manage Brands (spec 2): the client's brands, ten a page, newest change first, with 'Add a Brand'.
 * Pages go forward by the server's cursor and back through the cursors already seen.
 */
export function BrandTable({ clientId, saved }: { clientId: string; saved?: boolean }) {
  const paging = useCursorPages();
  const query = useQuery(clientBrandsQuery(clientId, paging.cursor));
  return (
    <section aria-labelledby="brands-title">
      <Group justify="space-between" mb="md">
        <Title order={1} fz="h2" id="brands-title">
          Manage Brands
        </Title>
        <Button component={Link} to={pages.clientBrand.href({ clientId })}>
          {brandMessages.addBrand}
        </Button>
      </Group>
      {saved && (
        <Alert color="green" mb="md" role="status">
          {brandMessages.brandSaved}
        </Alert>
      )}
      <QueryState query={query} what="brand list">
        {({ brands, nextCursor }) => (
          <>
            {brands.length === 0 && paging.first ? (
              <Text>{brandMessages.noBrands}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th>Updated</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {brands.map((b) => (
                      <Table.Tr key={b._id}>
                        <Table.Td>
                          <Link to={pages.clientBrand.href({ clientId, brandId: b._id })}>{b.name}</Link>
                        </Table.Td>
                        <Table.Td>{b.shortDescription ?? ''}</Table.Td>
                        <Table.Td>{day(b.updatedAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <CursorPager paging={paging} nextCursor={nextCursor} />
          </>
        )}
      </QueryState>
    </section>
  );
}
