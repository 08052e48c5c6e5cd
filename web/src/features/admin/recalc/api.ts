import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The recalculation's calls (docs/admin-recalc.md).

export const RECALC_KEY = 'admin-recalc';

/** The last run, polled every second while it runs. */
export const recalcQuery = () =>
  queryOptions({
    queryKey: [RECALC_KEY],
    queryFn: async ({ signal }) => (await call('getRecalc', {}, signal)).recalc,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false),
  });

export const startRecalc = () => call('startRecalc', {});
