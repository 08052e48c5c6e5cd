import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The plans the company has asked for already (one request per plan). */
export const proRequestsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['pro-requests', clientId],
    queryFn: async ({ signal }) => (await call('getClientProRequests', { params: { clientId } }, signal)).requests,
  });
