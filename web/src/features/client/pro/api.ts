import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProPlan } from '#shared/schemas/pro';
import { call } from '#web/api/client.ts';

/** The plans the company has asked for already (one request per plan). */
export const proRequestsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['pro-requests', clientId],
    queryFn: async ({ signal }) => (await call('getClientProRequests', { params: { clientId } }, signal)).requests,
  });

/** Asks for a plan; the answer replaces any earlier request for it among the company's requests. */
export async function requestPro(queries: QueryClient, clientId: string, plan: ProPlan) {
  const r = await call('requestPro', { params: { clientId }, body: { plan } });
  queries.setQueryData(proRequestsQuery(clientId).queryKey, (old) => [
    ...(old ?? []).filter((x) => x.plan !== plan),
    r.request,
  ]);
  return r;
}
