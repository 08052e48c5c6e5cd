import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The company's type and Pro level and trial, which decide what the Pro page offers and shows. */
export const proCompanyQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['pro-company', clientId],
    queryFn: async ({ signal }) => (await call('getEntity', { params: { clientId } }, signal)).entity,
  });

/** The plans the company has asked for already (one request per plan). */
export const proRequestsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['pro-requests', clientId],
    queryFn: async ({ signal }) => (await call('getClientProRequests', { params: { clientId } }, signal)).requests,
  });
