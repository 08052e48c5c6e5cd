import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { COA_MODES } from '#shared/schemas/coa-service';
import { call } from '#web/api/client.ts';

/** Whether the service is on for the company, its monthly limit and this month's use. */
export const coaUsageQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['coa-usage', clientId],
    queryFn: ({ signal }) => call('getCoaUsage', { params: { clientId } }, signal),
  });

/** Sends the company's COAs to the service; this month's use changes, so it is read again. */
export async function sendCoas(
  queries: QueryClient,
  clientId: string,
  mode: (typeof COA_MODES)[number],
  pdfFiles: string[],
) {
  const r = await call('sendPremiumCoas', { params: { clientId }, body: { dataOwner: clientId, mode, pdfFiles } });
  await queries.invalidateQueries({ queryKey: coaUsageQuery(clientId).queryKey });
  return r;
}
