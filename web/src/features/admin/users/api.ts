import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserToggle } from '#shared/schemas/admin-users';
import { call } from '#web/api/client.ts';

// The admin users table's calls (docs/admin-users.md).

export const ADMIN_USERS_KEY = 'admin-users';

/** One page of the table, as the address says (the previous page stays shown while the next loads). */
export const adminUserPageQuery = (args: { limit: number; cursor: string | undefined; q: string | undefined }) =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'page', args],
    queryFn: ({ signal }) =>
      call(
        'getUsers',
        {
          query: {
            limit: String(args.limit),
            ...(args.cursor && { cursor: args.cursor }),
            ...(args.q && { q: args.q }),
          },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const userCountQuery = () =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'count'],
    queryFn: ({ signal }) => call('getUserCount', {}, signal),
  });

export const userBinderCountQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'binder-count', id],
    queryFn: ({ signal }) => call('getUserBindercount', { params: { id } }, signal),
    staleTime: 60_000,
  });

export const setUserRole = (id: string, role: UserToggle, value: boolean) =>
  call('setUserRole', { params: { id }, body: { role, value } });

export const deleteUser = (id: string) => call('deleteUser', { params: { id } });

export const userCsvLink = () => call('getUserCsv', {});
