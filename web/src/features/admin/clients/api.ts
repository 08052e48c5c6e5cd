import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type {
  createEntityBodySchema,
  messagingBodySchema,
  updateEntityBodySchema,
} from '#shared/schemas/admin-clients';
import type { ProRequest } from '#shared/schemas/pro';
import { call } from '#web/api/client.ts';

// The admin clients pages' calls (docs/admin-clients.md).

export const ADMIN_CLIENTS_KEY = 'admin-clients';

export const adminClientPageQuery = (args: { limit: number; cursor: string | undefined; name: string | undefined }) =>
  queryOptions({
    queryKey: [ADMIN_CLIENTS_KEY, 'page', args],
    queryFn: ({ signal }) =>
      call(
        'listEntities',
        {
          query: {
            limit: String(args.limit),
            ...(args.cursor && { cursor: args.cursor }),
            ...(args.name && { name: args.name }),
          },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const proRequestsQuery = () =>
  queryOptions({
    queryKey: [ADMIN_CLIENTS_KEY, 'pro-requests'],
    queryFn: ({ signal }) => call('listProRequests', { query: { limit: '20' } }, signal),
  });

export const createEntity = (body: z.input<typeof createEntityBodySchema>) => call('createEntity', { body });
export const updateEntitySettings = (id: string, body: z.input<typeof updateEntityBodySchema>) =>
  call('updateEntitySettings', { params: { id }, body });
export const setClientAdmin = (client: string, userId: string) => call('setClientAdmin', { body: { client, userId } });
export const setEntityMessaging = (id: string, body: z.input<typeof messagingBodySchema>) =>
  call('setEntityMessaging', { params: { id }, body });

/** Approves a Pro request: the company's settings change too, so the table's pages are marked with the requests. */
export async function approveProRequest(queries: QueryClient, r: ProRequest) {
  const answer = await call('approveProRequest', {
    params: { clientId: r.clientId, plan: r.plan },
    body: { seen: r.updatedAt },
  });
  await queries.invalidateQueries({ queryKey: [ADMIN_CLIENTS_KEY] });
  return answer;
}

/** Declines a Pro request, with the reason the company reads; the company itself is unchanged. */
export async function declineProRequest(queries: QueryClient, r: ProRequest, reason: string) {
  const answer = await call('declineProRequest', {
    params: { clientId: r.clientId, plan: r.plan },
    body: { seen: r.updatedAt, ...(reason.trim() && { reason: reason.trim() }) },
  });
  await queries.invalidateQueries({ queryKey: [ADMIN_CLIENTS_KEY, 'pro-requests'] });
  return answer;
}

/** Users whose name or e-mail holds the text (the users table's search), for the admin user picker. */
export const searchUsers = async (q: string, signal: AbortSignal) =>
  (await call('getUsers', { query: { limit: '20', q } }, signal)).users.map((u) => ({
    value: u._id,
    label: [u.email, [u.firstName, u.lastName].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
  }));
