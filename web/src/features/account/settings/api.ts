import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The signed-in user's own account details. */
export const accountQuery = (id: string) =>
  queryOptions({ queryKey: ['account', id], queryFn: ({ signal }) => call('getUser', { params: { id } }, signal) });
