import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LoyaltyStatus, MembersQuery } from '#shared/schemas/loyalty-member';
import { call } from '#web/api/client.ts';

// The members table's call (docs/client-loyalty-members.md): POST members, one page by number.

export const LOYALTY_MEMBERS_KEY = 'loyalty-members';

export interface MembersPageArgs {
  clientId: string;
  /** 1-based, as the table's address holds it. */
  page: number;
  size: number;
  /** Newest joined first unless false. */
  desc: boolean;
  status: LoyaltyStatus | undefined;
  phone: string | undefined;
}

export const membersPageQuery = (a: MembersPageArgs) =>
  queryOptions({
    queryKey: [LOYALTY_MEMBERS_KEY, 'page', a],
    queryFn: ({ signal }) => {
      const filtered: NonNullable<MembersQuery['filtered']> = [
        ...(a.status ? [{ id: 'loyaltyStatus' as const, value: a.status }] : []),
        ...(a.phone ? [{ id: 'phone' as const, value: a.phone }] : []),
      ];
      return call(
        'listMembers',
        {
          params: { clientId: a.clientId },
          body: {
            paginate: { page: a.page - 1, pageSize: a.size, sorted: [{ id: 'joinedAt', desc: a.desc }], filtered },
          },
        },
        signal,
      );
    },
    placeholderData: keepPreviousData,
  });
