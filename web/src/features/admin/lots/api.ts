import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The admin lot table's calls (docs/admin-lots.md).

const KEY = 'admin-lots';

export interface LotPageArgs {
  limit: number;
  cursor: string | undefined;
  status: string | undefined;
  client: string | undefined;
  lotType: string | undefined;
  dir: 'asc' | 'desc';
  q: string | undefined;
}

export const adminLotPageQuery = (args: LotPageArgs) =>
  queryOptions({
    queryKey: [KEY, 'page', args],
    queryFn: ({ signal }) => call('adminGetLots', { query: { ...args } }, signal),
    placeholderData: keepPreviousData,
  });
