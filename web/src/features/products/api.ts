import { queryOptions } from '@tanstack/react-query';
import { CLIENT_TABLE_PAGE_SIZE } from '#shared/constants';
import { call } from '#web/api/client.ts';

/** Every query of this feature starts with this key, so a save can refresh them all at once. */
export const PRODUCTS_KEY = 'client-products';

/** One page of the manageProducts table. */
export const productPageQuery = (clientId: string, cursor: string | undefined, deleted: boolean) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'page', { cursor: cursor ?? null, deleted }],
    queryFn: ({ signal }) =>
      call(
        'listClientProducts',
        {
          params: { clientId },
          query: { limit: CLIENT_TABLE_PAGE_SIZE, cursor, deleted: deleted ? 'true' : undefined },
        },
        signal,
      ),
  });

export const productQuery = (clientId: string, id: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'product', id],
    queryFn: ({ signal }) => call('getClientProduct', { params: { clientId, id } }, signal),
  });

/** The print queue's products, in the queue's order. */
export const productsByIdQuery = (clientId: string, ids: string[]) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'byId', ids],
    queryFn: ({ signal }) => call('getClientProductsById', { params: { clientId }, body: { ids } }, signal),
    enabled: ids.length > 0,
  });

export const brandOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'brands'],
    queryFn: ({ signal }) => call('brandKeypairs', { params: { clientId, id: clientId } }, signal),
  });

export const productTypesQuery = (clientId: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'types'],
    queryFn: ({ signal }) => call('productTypeList', { params: { clientId } }, signal),
    staleTime: Infinity,
  });

export const strainsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'strains'],
    queryFn: ({ signal }) => call('strainList', { params: { clientId } }, signal),
    staleTime: Infinity,
  });

/**
 * The latest-lot choice: the client's parent lots with a finished test result, newest first (the
 * hundred newest: a product's latest lot is a recent one).
 */
export const testedLotsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, clientId, 'testedLots'],
    queryFn: ({ signal }) =>
      call(
        'getClientLots',
        { params: { clientId }, query: { lotType: 'parentLot', tested: 'true', limit: 100 } },
        signal,
      ),
  });
