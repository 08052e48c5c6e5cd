import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/**
 * The company a client page is about (its entity): the shell reads it for the side menu, and pages
 * read the same cache entry for its type and Pro level instead of asking the server again.
 * Invalidating `['company', clientId]` reads it again.
 */
export const clientQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['company', clientId, 'entity'] as const,
    queryFn: ({ signal }) => call('getEntity', { params: { clientId } }, signal).then((r) => r.entity),
  });
