import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AdminClientRow } from '#shared/schemas/admin-clients';
import { pages } from '#web/app/paths.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { adminClientPageQuery } from './api.ts';
import { ProRequests } from './pro-requests.tsx';
import { AdminUserControl, CoaControl, MessagingControl, PremiumControl } from './row-settings.tsx';
import './admin-clients.css';

const DEFAULTS = { size: 10 };
/** Spec 3 §9: the client list's fetch waits 500 ms after the last key. */
const NAME_DELAY_MS = 500;

const col = createColumnHelper<AdminClientRow>();
const columns = [
  // the link sits under the name, so it is in view whatever the width (it was the last column, off-screen at 1280)
  col.accessor('name', {
    header: 'Name',
    enableSorting: false,
    cell: (c) => (
      <Stack gap={2} className="admin-clients-wrap" maw="12rem">
        <Text size="sm">{c.getValue()}</Text>
        <Anchor
          size="xs"
          component={Link}
          to={pages.clientProducts.href({ clientId: c.row.original._id })}
          aria-label={`Manage products of ${c.getValue()}`}
        >
          Manage products
        </Anchor>
      </Stack>
    ),
  }),
  col.accessor('type', { header: 'Type', enableSorting: false }),
  col.display({
    id: 'admin',
    header: 'Admin user',
    cell: (c) => <AdminUserControl row={c.row.original} />,
  }),
  col.display({ id: 'premium', header: 'Premium', cell: (c) => <PremiumControl row={c.row.original} /> }),
  col.display({
    id: 'coa',
    header: 'COA limit',
    cell: (c) => <CoaControl row={c.row.original} />,
  }),
  col.display({
    id: 'messaging',
    header: 'Messaging',
    cell: (c) => <MessagingControl row={c.row.original} />,
  }),
];

/** The name filter: typed freely, written to the address (and so fetched) 500 ms after the last key. */
function NameFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const t = setTimeout(() => onChange(draft.trim()), NAME_DELAY_MS);
    return () => clearTimeout(t);
  }, [draft, value, onChange]);
  return <TextInput label="Company name" size="xs" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />;
}

/** /admin/clients (spec 3): every company, last changed first, with its settings per row, then the Pro requests. */
export function AdminClientTable() {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const name = params.filters.name;
  const page = useQuery(adminClientPageQuery({ limit: params.size, cursor: params.cursor, name }));
  return (
    <section aria-labelledby="admin-clients-title">
      <Title order={1} fz="h2" id="admin-clients-title" mb="md">
        Clients
      </Title>
      <Anchor component={Link} to={pages.adminAddClient.href()} mb="sm" display="inline-block">
        Add a client
      </Anchor>
      <DataTable
        caption="Every company, by last change"
        columns={columns as never}
        rows={page.data?.entities}
        rowId={(c) => c._id}
        controls={controls}
        paging={page.data && { kind: 'cursor', nextCursor: page.data.nextCursor }}
        emptyText={name ? 'No company has that name.' : 'There are no companies yet.'}
        status={page.isError ? 'error' : page.isPending ? 'pending' : 'success'}
        error={page.error}
        fresh={!page.isPlaceholderData}
        errorText="The server failed to get the list of companies."
        toolbar={<NameFilter value={name ?? ''} onChange={(v) => controls.setFilter('name', v)} />}
      />
      <ProRequests />
    </section>
  );
}
