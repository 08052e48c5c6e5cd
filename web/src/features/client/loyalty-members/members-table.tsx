import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import * as messages from '#shared/messages/client/loyalty-members';
import {
  LOYALTY_STATUSES,
  MEMBERS_PAGE_SIZE,
  type LoyaltyStatus,
  type MemberRow,
} from '#shared/schemas/loyalty-member';
import { formatUsPhone } from '#shared/us-phone';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/use-table-params.ts';
import { membersPageQuery } from './api.ts';

const DEFAULTS = { size: MEMBERS_PAGE_SIZE, sort: { id: 'joinedAt', desc: true } };

const STATUS_LABELS: Record<LoyaltyStatus, string> = { pending: 'Pending', active: 'Active', optedOut: 'Opted out' };

const col = createColumnHelper<MemberRow>();
const columns = [
  col.accessor('phone', {
    header: 'Phone',
    enableSorting: false,
    cell: (c) => formatUsPhone(c.getValue()),
    meta: { label: 'Phone', filter: { kind: 'text', placeholder: 'Digits' } },
  }),
  col.accessor('loyaltyStatus', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => STATUS_LABELS[c.getValue()],
    meta: {
      label: 'Status',
      filter: { kind: 'select', options: LOYALTY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
    },
  }),
  col.accessor('zip', { header: 'ZIP', enableSorting: false }),
  col.accessor('categoryPreferences', {
    header: 'Categories',
    enableSorting: false,
    cell: (c) => c.getValue().join(', '),
  }),
  col.accessor('consentStatus', {
    header: 'Texts',
    enableSorting: false,
    cell: (c) => (c.getValue() === 'granted' ? 'Consented' : 'Withdrawn'),
  }),
  col.accessor('joinedAt', {
    header: 'Joined',
    meta: { label: 'Joined' },
    cell: (c) => new Date(c.getValue()).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  }),
];

const isStatus = (v: string | undefined): v is LoyaltyStatus =>
  (LOYALTY_STATUSES as readonly string[]).includes(v ?? '');

/**
 * The loyalty page's members table (spec 3 §2: page size 10): paged, sorted and filtered on the
 * server (POST members), its state in the address. A failed load is logged and the table shows the
 * empty list (spec 3 §8), 'User list is empty'.
 */
export function MembersTable({ clientId }: { clientId: string }) {
  const controls = useTableParams(DEFAULTS);
  const { params } = controls;
  const status = params.filters.loyaltyStatus;
  const phone = params.filters.phone?.replace(/\D/g, '').slice(-10);
  const page = useQuery(
    membersPageQuery({
      clientId,
      page: params.page,
      size: params.size,
      desc: params.sort?.desc ?? true,
      status: isStatus(status) ? status : undefined,
      phone: phone || undefined,
    }),
  );
  useEffect(() => {
    if (page.error) console.error('The loyalty members could not be loaded', page.error);
  }, [page.error]);
  const rows = page.isError ? [] : page.data?.users;
  return (
    <DataTable
      caption="Loyalty members, newest first"
      columns={columns as never}
      rows={rows}
      rowId={(m) => m.phone}
      controls={controls}
      paging={page.isError ? { kind: 'offset', total: 0 } : page.data && { kind: 'offset', total: page.data.total }}
      emptyText={messages.emptyList}
      status={page.isError ? 'success' : page.isPending ? 'pending' : 'success'}
      errorText={messages.emptyList}
    />
  );
}
