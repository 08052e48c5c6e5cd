import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'wouter';
import * as messages from '#shared/messages/admin/test-results';
import {
  FIGURE_COLUMNS,
  FIGURE_LABELS,
  type AdminTestRow,
  type FigureColumn,
} from '#shared/schemas/admin-test-results';
import { pages } from '#web/app/paths.ts';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { CompanyPicker } from '#web/components/company-picker.tsx';
import { adminTestPageQuery } from './api.ts';

const DEFAULTS = { size: 10, sort: { id: 'testDate', desc: true } };

const figureOf = (row: AdminTestRow, column: FigureColumn): number => {
  const key = FIGURE_COLUMNS[column];
  return key === 'terpeneTotal' ? row.terpeneTotal : row.stamp[key];
};
const percent = (n: number) => `${n.toFixed(n >= 10 ? 1 : 2)}%`;
const text = (label: string, placeholder = 'Contains') => ({ label, filter: { kind: 'text' as const, placeholder } });

const col = createColumnHelper<AdminTestRow>();
const columns = [
  col.accessor('stamp', {
    id: 'stamp',
    header: 'Cannastamp',
    meta: {
      label: 'Cannastamp',
      filter: {
        kind: 'select',
        options: [
          { value: 'thc', label: 'THC leads' },
          { value: 'cbd', label: 'CBD leads' },
        ],
      },
    },
    cell: (c) => <ListStamp test={c.getValue()} size={48} idPrefix={`admin-test-${c.row.original._id}`} />,
  }),
  col.accessor('testDate', { header: 'Test Date', meta: text('Test Date', 'YYYY-MM') }),
  col.accessor((r) => r.stamp.strain, { id: 'strain', header: 'Strain', meta: text('Strain') }),
  col.accessor('parentLot', { header: 'Parent Lot', meta: text('Parent Lot') }),
  col.accessor('sampleLot', { header: 'Sample Lot', meta: text('Sample Lot') }),
  col.accessor('dataOwner', {
    id: 'client',
    header: 'Edit',
    enableHiding: false,
    meta: { label: 'Client', filter: { kind: 'custom', render: (f) => <CompanyPicker {...f} /> } },
    cell: (c) => (
      <Link
        to={pages.clientTestResult.href({ clientId: c.getValue(), testResultId: c.row.original._id })}
        aria-label={`Edit the test of ${c.row.original.stamp.strain}`}
      >
        Edit
      </Link>
    ),
  }),
  ...(Object.keys(FIGURE_LABELS) as FigureColumn[]).map((id) =>
    col.accessor((r) => figureOf(r, id), {
      id,
      header: FIGURE_LABELS[id],
      meta: text(FIGURE_LABELS[id], 'min or 10-20'),
      cell: (c) => percent(c.getValue()),
    }),
  ),
];

/** What fits 1280 px: the single terpenes wait behind the column chooser (their total stays). */
const COLUMN_CHOICE = {
  storageKey: 'admin-tests-columns',
  hidden: [
    'myrcene',
    'alphaPinene',
    'betaPinene',
    'caryophyllene',
    'humulene',
    'limonene',
    'linalool',
    'ocimene',
    'terpinolene',
  ],
};
const SEARCH = { label: 'Search tests', placeholder: 'Strain, lot or sample id' };

/** /admin/testResults ('Tests', spec 3): every company's results, sorted and filtered on the server. */
export function AdminTestTable() {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const page = useQuery(
    adminTestPageQuery({
      page: params.page,
      limit: params.size,
      ...(params.sort ? { sort: params.sort.id, dir: params.sort.desc ? 'desc' : 'asc' } : {}),
      ...params.filters,
    }),
  );
  return (
    <section aria-labelledby="admin-tests-title">
      <Title order={1} fz="h2" id="admin-tests-title" mb="md">
        Tests
      </Title>
      <DataTable
        caption="Every company's test results"
        columns={columns as never}
        rows={page.data?.testResults}
        rowId={(r) => r._id}
        controls={controls}
        paging={page.data && { kind: 'offset', total: page.data.total }}
        emptyText={messages.emptyList}
        status={page.isError ? 'error' : page.isPending ? 'pending' : 'success'}
        error={page.error}
        fresh={!page.isPlaceholderData}
        errorText={messages.failedToList}
        search={SEARCH}
        filterPanel
        columnChoice={COLUMN_CHOICE}
      />
    </section>
  );
}
