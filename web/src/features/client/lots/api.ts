import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LOT_TYPES } from '#shared/constants';
import { CHILD_LOTS_PAGE_SIZE, type LotBody } from '#shared/schemas/client-lots';
import { call } from '#web/api/client.ts';

/** Every query of this feature starts with this key, so a save can refresh them all at once. */
export const LOTS_KEY = 'client-lots';

type LotType = (typeof LOT_TYPES)[number];

/** One page of a lot table, newest change first; `cursor` is the previous page's nextCursor. */
export const clientLotsQuery = (
  clientId: string,
  lotType: LotType,
  { limit, cursor, current }: { limit: number; cursor?: string | undefined; current?: boolean },
) =>
  queryOptions({
    queryKey: [LOTS_KEY, clientId, lotType, { limit, cursor: cursor ?? null, current: !!current }],
    queryFn: ({ signal }) =>
      call(
        'getClientLots',
        { params: { clientId }, query: { lotType, limit, cursor, current: current ? 'true' : undefined } },
        signal,
      ),
  });

/** The parent lots a shipment may come from: the newest hundred (a select, not a table). */
export const parentLotOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [LOTS_KEY, clientId, 'parentOptions'],
    queryFn: ({ signal }) =>
      call('getClientLots', { params: { clientId }, query: { lotType: 'parentLot', limit: 100 } }, signal),
  });

/** The products a parent lot may be of: the newest hundred. */
export const productOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [LOTS_KEY, clientId, 'productOptions'],
    queryFn: ({ signal }) => call('listClientProducts', { params: { clientId }, query: { limit: '100' } }, signal),
  });

/** The dispensaries a shipment may go to, by name. */
export const dispensaryOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [LOTS_KEY, clientId, 'dispensaries'],
    queryFn: ({ signal }) => call('listDispensaries', { params: { clientId }, query: {} }, signal),
    staleTime: 60_000,
  });

/** One page of a product's lots of every type, newest change first. */
export const productLotsQuery = (clientId: string, productId: string, cursor?: string) =>
  queryOptions({
    queryKey: [LOTS_KEY, clientId, 'product', productId, cursor ?? null],
    queryFn: ({ signal }) =>
      call(
        'getProductLots',
        { params: { clientId, id: productId }, query: { limit: CHILD_LOTS_PAGE_SIZE, cursor } },
        signal,
      ),
  });

/**
 * What a lot's save or deletion leaves stale (and a test result's, whose lot the tables show): the
 * two lot tables, a product's lots and the parent lots a shipment may come from. The form's other
 * choices (products, dispensaries) stay.
 */
export const refreshLotLists = (queries: QueryClient, clientId: string) =>
  Promise.all(
    (['parentLot', 'shipment', 'product', 'parentOptions'] as const).map((list) =>
      queries.invalidateQueries({ queryKey: [LOTS_KEY, clientId, list] }),
    ),
  );

/** Saves the lot form: an update of `existingId`, or a new lot; then the lists go stale. */
export async function saveLot(queries: QueryClient, clientId: string, body: LotBody, existingId?: string) {
  const r = existingId
    ? await call('updateLot', { params: { clientId, id: existingId }, body })
    : await call('createLot', { params: { clientId }, body });
  await refreshLotLists(queries, clientId);
  return r.lot;
}

/** Deletes the lot (the server refuses a product's latest lot); then the lists go stale. */
export async function deleteLot(queries: QueryClient, clientId: string, id: string) {
  await call('deleteLot', { params: { clientId, id } });
  await refreshLotLists(queries, clientId);
}
