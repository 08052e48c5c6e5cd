import { Anchor, Badge, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import type { Product } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';

/**
 * The manageProducts table: a checkbox per row for the bulk edit, the print-queue choice, and the
 * product's name linking to its form. A deleted row is red and says so (colour is not the only cue).
 */
export function ProductTable({
  clientId,
  products,
  selected,
  onSelect,
  queued,
  onQueue,
}: {
  clientId: string;
  products: Product[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  queued: readonly string[];
  onQueue: (id: string) => void;
}) {
  const all = products.length > 0 && products.every((p) => selected.has(p._id));
  const some = products.some((p) => selected.has(p._id));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Select every product on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={(e) =>
                  onSelect(
                    products.map((p) => p._id),
                    e.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>Product Name</Table.Th>
            <Table.Th>Product Line</Table.Th>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Strain</Table.Th>
            <Table.Th>Availability</Table.Th>
            <Table.Th>Print queue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr
              key={p._id}
              className={p.active ? undefined : 'product-row-deleted'}
              data-deleted={!p.active || undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${p.name}`}
                  checked={selected.has(p._id)}
                  onChange={(e) => onSelect([p._id], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={pages.clientProduct.href({ clientId, productId: p._id })}>
                  {p.name}
                </Anchor>
                {!p.active && (
                  <Badge color="red" variant="light" ml="xs">
                    Deleted
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{p.productName ?? ''}</Table.Td>
              <Table.Td>{p.brand.name}</Table.Td>
              <Table.Td>{p.productCategory}</Table.Td>
              <Table.Td>{p.productType}</Table.Td>
              <Table.Td>{p.strain}</Table.Td>
              <Table.Td>
                <Text size="sm">{p.available ? 'Available' : 'Unavailable'}</Text>
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`Queue ${p.name} for product cards`}
                  checked={queued.includes(p._id)}
                  disabled={!p.active}
                  onChange={() => onQueue(p._id)}
                  label={<VisuallyHidden>Queue for printing</VisuallyHidden>}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
