import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'wouter';
import * as messages from '#shared/messages/admin/products';
import type { z } from 'zod/mini';
import type { adminProductRowSchema } from '#shared/schemas/admin-products';
import { pages } from '#web/app/paths.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { CompanyPicker, PRODUCT_OWNER_TYPES } from '#web/components/company-picker.tsx';
import { adminProductPageQuery } from './api.ts';
import { OwnerChange } from './owner-change.tsx';
import { ProductTransfer } from './product-transfer.tsx';

type Row = z.infer<typeof adminProductRowSchema>;

const DEFAULTS = { size: 10, sort: { id: 'updatedAt', desc: true } };
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const col = createColumnHelper<Row>();
const columns = [
  col.accessor('name', {
    header: 'Product',
    enableSorting: false,
    cell: (c) => <Link to={pages.product.href({ id: c.row.original._id })}>{c.getValue()}</Link>,
  }),
  col.accessor((p) => p.brand.name, { id: 'brand', header: 'Brand', enableSorting: false }),
  col.accessor('producerName', {
    id: 'producer',
    header: 'Owner',
    enableSorting: false,
    meta: {
      label: 'Owner',
      filter: { kind: 'custom', render: (f) => <CompanyPicker {...f} types={PRODUCT_OWNER_TYPES} /> },
    },
    cell: (c) => c.getValue() ?? c.row.original.producer,
  }),
  col.accessor('productCategory', { header: 'Category', enableSorting: false }),
  col.accessor('active', { header: 'Active', enableSorting: false, cell: (c) => (c.getValue() ? 'Yes' : 'Deleted') }),
  col.accessor('updatedAt', { header: 'Updated', cell: (c) => day(c.getValue()) }),
  col.display({
    id: 'owner-change',
    header: 'Change owner',
    cell: (c) => <OwnerChange key={c.row.original.updatedAt} product={c.row.original} />,
  }),
];

/**
 * /admin/products (spec 3): every product, newest change first, filtered by owner, with a per-row
 * owner change. The table's state is in the address.
 */
export function AdminProductTable() {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const page = useQuery(
    adminProductPageQuery({
      limit: params.size,
      cursor: params.cursor,
      producer: params.filters.producer,
      dir: params.sort?.desc === false ? 'asc' : 'desc',
    }),
  );
  return (
    <section aria-labelledby="admin-products-title">
      <Title order={1} fz="h2" id="admin-products-title" mb="md">
        Products
      </Title>
      <ProductTransfer />
      <DataTable
        caption="Every product, by last change"
        columns={columns as never}
        rows={page.data?.products}
        rowId={(p) => p._id}
        controls={controls}
        paging={page.data && { kind: 'cursor', nextCursor: page.data.nextCursor }}
        emptyText={messages.emptyList}
        status={page.isError ? 'error' : page.isPending ? 'pending' : 'success'}
        error={page.error}
        fresh={!page.isPlaceholderData}
        errorText={messages.failedToList}
      />
    </section>
  );
}
