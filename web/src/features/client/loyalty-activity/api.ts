import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The charts' call: every day of the last `days`, ending today in the browser's zone. */
export const activityQuery = (clientId: string, days = 90) =>
  queryOptions({
    queryKey: ['loyalty-activity', clientId, days],
    queryFn: ({ signal }) =>
      call(
        'memberActivity',
        {
          params: { clientId },
          query: { days: String(days), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        },
        signal,
      ),
  });
