import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CLIENT_TABLE_PAGE_SIZE } from '#shared/constants';
import type { ProductBody } from '#shared/schemas/client-products';
import { call } from '#web/api/client.ts';
import { productQuery as publicProductQuery } from '#web/features/consumer/product/api.ts';
import { bodyOf } from './body.ts';

/** Every query of this feature starts with this key. */
const PRODUCTS_KEY = 'client-products';

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

/**
 * What a change to the company's products leaves stale: the table's pages and the print queue's
 * rows, and the tested lots when a product's latest lot moved (a lot names its product). Marked
 * stale, each refetches only while shown; the option lists (brands, types, strains) stay, and a
 * product's own entry is set from the save's answer.
 */
export const refreshProductLists = (queries: QueryClient, clientId: string, lotMoved = false) =>
  Promise.all([
    ...(['page', 'byId'] as const).map((list) =>
      queries.invalidateQueries({ queryKey: [PRODUCTS_KEY, clientId, list] }),
    ),
    lotMoved && queries.invalidateQueries({ queryKey: testedLotsQuery(clientId).queryKey }),
  ]);

/**
 * A save of many (bulk edit, CSV import) refreshes the lists once at its end (`refreshProductLists`)
 * rather than once a product, which would read a shown table again for every row.
 */
interface Many {
  many?: boolean;
}

/**
 * Saves the product form: an update of `existing`, or a new product (`importKey` makes a repeated
 * click find the product the first one made). The answer becomes the product's entry, the lists go
 * stale, and the tested lots too when the product's latest lot moved.
 */
export async function saveProduct(
  queries: QueryClient,
  clientId: string,
  body: ProductBody,
  to: { existing: { _id: string; latestLot?: string | undefined } } | { importKey: string },
  { many = false }: Many = {},
) {
  const r =
    'existing' in to
      ? await call('updateProduct', { params: { clientId, id: to.existing._id }, body })
      : await call('createProduct', { params: { clientId }, body: { ...body, importKey: to.importKey } });
  queries.setQueryData(productQuery(clientId, r.product._id).queryKey, r);
  const lotMoved = !('existing' in to) || to.existing.latestLot !== body.latestLot;
  // the view mode's stamp is the public view's latest lot: read again only when that lot moved
  if (lotMoved) void queries.invalidateQueries({ queryKey: publicProductQuery(r.product._id).queryKey });
  if (!many) await refreshProductLists(queries, clientId, lotMoved);
  return r.product;
}

/** Deletes the product (soft: the answer is the product marked deleted), with the same cache upkeep. */
export async function deleteProduct(queries: QueryClient, clientId: string, id: string, { many = false }: Many = {}) {
  const r = await call('deleteProduct', { params: { clientId, id } });
  queries.setQueryData(productQuery(clientId, id).queryKey, r);
  if (!many) await refreshProductLists(queries, clientId);
}

/**
 * The welcome wizard's last save (spec 2 'Welcome wizard'): the product gets its latest lot and
 * becomes available, saved as the product form would save it, from the stored product read first
 * so nothing else of it changes.
 */
export async function makeAvailable(queries: QueryClient, clientId: string, productId: string, latestLot: string) {
  const { product } = await call('getClientProduct', { params: { clientId, id: productId } });
  return saveProduct(queries, clientId, { ...bodyOf(product), latestLot, available: true }, { existing: product });
}
