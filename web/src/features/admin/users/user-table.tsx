import { Button, Group, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { AdminUserRow } from '#shared/schemas/admin-users';
import { USER_TOGGLES } from '#shared/schemas/admin-users';
import { pages } from '#web/app/paths.ts';
import { DataTable, SEARCH_FILTER } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { ActionError } from '#web/components/action-error.tsx';
import { adminUserPageQuery, userCountQuery, userCsvLink } from './api.ts';
import './admin-users.css';
import { BinderCount, DeleteUser, ROLE_LABELS, RoleToggle } from './user-actions.tsx';

const DEFAULTS = { size: 10 };
const EMPTY = 'There are no users yet.';
const NO_MATCH = 'No user matches the search.';
/** What fits 1280 px: the rarer columns wait behind the column chooser. */
const COLUMN_CHOICE = { storageKey: 'admin-users-columns', hidden: ['binder'] };
const SEARCH = { label: 'Search users', placeholder: 'Name, e-mail or company' };
const FAILED = 'The server failed to get the list of users.';

const col = createColumnHelper<AdminUserRow>();
const columns = [
  col.accessor('email', { header: 'E-mail', enableSorting: false }),
  col.accessor((u) => [u.firstName, u.lastName].filter(Boolean).join(' '), {
    id: 'name',
    header: 'Name',
    enableSorting: false,
  }),
  col.accessor('clientAssignment', {
    header: 'Company',
    enableSorting: false,
    cell: (c) => {
      const id = c.getValue();
      // a company deleted since the user joined it has no name left to show: its id says which
      return id ? <Link to={pages.clientProducts.href({ clientId: id })}>{c.row.original.companyName ?? id}</Link> : '';
    },
  }),
  ...USER_TOGGLES.map((role) =>
    col.display({
      id: role,
      header: ROLE_LABELS[role],
      meta: { label: ROLE_LABELS[role] },
      cell: (c) => <RoleToggle user={c.row.original} role={role} />,
    }),
  ),
  col.display({ id: 'binder', header: 'Binder items', cell: (c) => <BinderCount id={c.row.original._id} /> }),
  col.display({ id: 'delete', header: 'Delete', cell: (c) => <DeleteUser user={c.row.original} /> }),
];

/**
 * /admin/users (spec 3): the user count, a CSV of every user, and each user with their role toggles,
 * binder count and delete. The table's page is in the address.
 */
export function AdminUserTable() {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const q = params.filters[SEARCH_FILTER];
  const page = useQuery(adminUserPageQuery({ limit: params.size, cursor: params.cursor, q }));
  const count = useQuery(userCountQuery());
  const csv = useMutation({
    mutationFn: userCsvLink,
    onSuccess: (r) => window.location.assign(r.link),
  });
  const toolbar = useMemo(
    () => (
      <Group justify="space-between" wrap="wrap">
        <Text aria-live="polite">{count.data ? `${count.data.count} users` : 'Counting users…'}</Text>
        <Button size="xs" variant="default" loading={csv.isPending} onClick={() => csv.mutate()}>
          Download CSV
        </Button>
        <ActionError error={csv.error} />
      </Group>
    ),
    [count.data, csv],
  );
  return (
    <section aria-labelledby="admin-users-title" className="admin-users">
      <Title order={1} fz="h2" id="admin-users-title" mb="md">
        Users
      </Title>
      <DataTable
        caption={q ? 'Users the search finds, newest account first' : 'Every user, newest account first'}
        columns={columns as never}
        rows={page.data?.users}
        rowId={(u) => u._id}
        controls={controls}
        paging={page.data && { kind: 'cursor', nextCursor: page.data.nextCursor }}
        emptyText={q ? NO_MATCH : EMPTY}
        status={page.isError ? 'error' : page.isPending ? 'pending' : 'success'}
        error={page.error}
        fresh={!page.isPlaceholderData}
        errorText={FAILED}
        toolbar={toolbar}
        search={SEARCH}
        columnChoice={COLUMN_CHOICE}
      />
    </section>
  );
}
