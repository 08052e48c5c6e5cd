import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** Whether the service is on for the company, its monthly limit and this month's use. */
export const coaUsageQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['coa-usage', clientId],
    queryFn: ({ signal }) => call('getCoaUsage', { params: { clientId } }, signal),
  });
