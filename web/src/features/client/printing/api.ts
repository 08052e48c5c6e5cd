import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The sticker picker's parent lots (docs/printing.md); a job's poll is in #web/components/print-job-status.

export const parentLotsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['client', clientId, 'parentLotOptions'],
    queryFn: ({ signal }) => call('parentLotKeypairs', { params: { clientId } }, signal),
  });
