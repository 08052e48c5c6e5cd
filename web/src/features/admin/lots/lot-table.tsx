import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { LOT_STATUSES, LOT_TYPES } from '#shared/constants';
import * as messages from '#shared/messages/admin/lots';
import type { Lot } from '#shared/schemas/catalog';
import type { AdminLotRow } from '#shared/schemas/admin-lots';
import { pages } from '#web/app/paths.ts';
import { DataTable, SEARCH_FILTER, type ColumnFilter } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { CompanyPicker, PRODUCT_OWNER_TYPES } from '#web/components/company-picker.tsx';
import { adminLotPageQuery } from './api.ts';
import './admin-lots.css';

const DEFAULTS = { size: 10, sort: { id: 'date', desc: true } };
/** What fits 1280 px: the review outcome and the lot's type wait behind the column chooser. */
const COLUMN_CHOICE = { storageKey: 'admin-lots-columns', hidden: ['outcome', 'lotType'] };
const SEARCH = { label: 'Search lots', placeholder: 'Lot id or lab lot id' };
const TYPE_LABELS: Record<Lot['lotType'], string> = {
  parentLot: 'Parent/Test Lot',
  distribution: 'Distribution',
  shipment: 'Shipment',
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const option = (value: string) => ({ value, label: value });

const col = createColumnHelper<AdminLotRow>();
const columnsFor = (byClient: boolean) => {
  const statusFilter: ColumnFilter = byClient
    ? { kind: 'select', options: LOT_STATUSES.map(option), emptyLabel: 'Any' }
    : { kind: 'select', options: LOT_STATUSES.filter((s) => s !== 'pending').map(option), emptyLabel: 'pending' };
  return [
    col.accessor('_id', {
      header: 'Lot',
      enableSorting: false,
      cell: (c) => {
        const lot = c.row.original;
        // a lot's result is public once approved: the pipeline's pending and review lots have only
        // a draft, and their lab-result page would say Not found
        const published = lot.testResult && (lot.processingInfo?.status ?? 'completed') === 'completed';
        const label = lot.s2sId ?? c.getValue();
        return published ? <Link to={pages.labResult.href({ lotId: c.getValue() })}>{label}</Link> : label;
      },
    }),
    col.accessor((l) => l.productName ?? '', { id: 'product', header: 'Product', enableSorting: false }),
    col.accessor((l) => l.strain ?? '', { id: 'strain', header: 'Strain', enableSorting: false }),
    col.accessor((l) => l.producer.name, { id: 'producer', header: 'Producer', enableSorting: false }),
    col.accessor((l) => l.certificateFiles.join(', '), {
      id: 'certificate',
      header: 'Certificate',
      enableSorting: false,
      meta: { label: 'Certificate file' },
    }),
    col.accessor((l) => l.owner.name, {
      id: 'client',
      header: 'Client',
      enableSorting: false,
      meta: {
        label: 'Client',
        filter: { kind: 'custom', render: (f) => <CompanyPicker {...f} types={PRODUCT_OWNER_TYPES} /> },
      },
      cell: (c) => <Link to={pages.clientParentLots.href({ clientId: c.row.original.owner._id })}>{c.getValue()}</Link>,
    }),
    col.accessor('lotType', {
      header: 'Type',
      enableSorting: false,
      // the type narrows a client's lots; the pipeline holds parent/test lots only
      meta: byClient
        ? {
            label: 'Type',
            filter: {
              kind: 'select',
              options: LOT_TYPES.filter((t) => t !== 'parentLot').map((t) => ({ value: t, label: TYPE_LABELS[t] })),
              emptyLabel: TYPE_LABELS.parentLot,
            },
          }
        : { label: 'Type' },
      cell: (c) => TYPE_LABELS[c.getValue()],
    }),
    col.accessor((l) => l.processingInfo?.status ?? 'none', {
      id: 'status',
      header: 'Processing status',
      enableSorting: false,
      meta: { label: 'Processing status', filter: statusFilter },
    }),
    col.accessor((l) => l.processingInfo?.reviewOutcome ?? '', {
      id: 'outcome',
      header: 'Review outcome',
      enableSorting: false,
    }),
    col.accessor((l) => (byClient ? l.updatedAt : l.createdAt), {
      id: 'date',
      header: byClient ? 'Updated' : 'Created',
      cell: (c) => day(c.getValue()),
    }),
  ];
};

/**
 * /admin/lots (spec 3): lots with their processing status. Without a client, the data-entry
 * pipeline's lots of one status (pending unless chosen); with one, that client's lots of a type.
 */
export function AdminLotTable() {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const client = params.filters.client;
  const page = useQuery(
    adminLotPageQuery({
      limit: params.size,
      cursor: params.cursor,
      client,
      status: params.filters.status,
      lotType: client ? params.filters.lotType : undefined,
      q: params.filters[SEARCH_FILTER],
      dir: params.sort?.desc === false ? 'asc' : 'desc',
    }),
  );
  const columns = useMemo(() => columnsFor(!!client), [client]);
  return (
    <section aria-labelledby="admin-lots-title" className="admin-lots">
      <Title order={1} fz="h2" id="admin-lots-title" mb="md">
        Lots
      </Title>
      <DataTable
        caption={client ? "The client's lots, by last change" : 'Lots in data entry, by creation'}
        columns={columns as never}
        rows={page.data?.lots}
        rowId={(l) => l._id}
        controls={controls}
        paging={page.data && { kind: 'cursor', nextCursor: page.data.nextCursor }}
        emptyText={messages.emptyList}
        status={page.isError ? 'error' : page.isPending ? 'pending' : 'success'}
        error={page.error}
        fresh={!page.isPlaceholderData}
        errorText={messages.failedToList}
        search={SEARCH}
        columnChoice={COLUMN_CHOICE}
      />
    </section>
  );
}
