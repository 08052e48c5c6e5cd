import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** A product page's product, its latest lot or the lot the address names. */
export const productQuery = (id: string, referenceLotId?: string) =>
  queryOptions({
    queryKey: ['product', id, referenceLotId],
    queryFn: ({ signal }) => call('getProduct', { params: { id, optional: referenceLotId } }, signal),
  });
