import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DISTRIBUTION_DECISIONS } from '#shared/schemas/distribution';
import type { BulkKioskChange, StoreKiosk, StoreKioskFields } from '#shared/schemas/kiosk-inventory';
import { call } from '#web/api/client.ts';
import { offerProductsQuery } from '#web/features/client/loyalty-offers/api.ts';

type Decision = (typeof DISTRIBUTION_DECISIONS)[number];

/** Rows per page of the distribution tables (spec 2 §9: tables default to 10). */
export const DISTRIBUTION_PAGE = 10;

const keys = {
  dispensaries: (clientId: string) => ['distributions', clientId, 'dispensaries'] as const,
  product: (clientId: string, productId: string) => ['distributions', clientId, 'product', productId] as const,
  requests: (clientId: string) => ['distributions', clientId, 'requests'] as const,
  inventory: (clientId: string) => ['distributions', clientId, 'inventory'] as const,
  offers: (clientId: string) => ['distributions', clientId, 'offers'] as const,
  sent: (clientId: string) => ['distributions', clientId, 'sent'] as const,
};

/** Every dispensary as a choice (the list is short: whole pages of 500, followed to the end). */
export const dispensaryOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.dispensaries(clientId),
    queryFn: async ({ signal }) => {
      const all = [];
      let cursor: string | undefined;
      do {
        const page = await call('listDispensaries', { params: { clientId }, query: { cursor } }, signal);
        all.push(...page.dispensaries);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return all;
    },
    staleTime: 60_000,
  });

const paged = <T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<T & { nextCursor: string | null }>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A product's distribution list, newest change first. */
export const productDistributionsQuery = (clientId: string, productId: string) =>
  paged(keys.product(clientId, productId), (cursor, signal) =>
    call(
      'getProductDistributions',
      { params: { clientId, id: productId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/** The producer's approval list: pending requests, newest first. */
export const distributionRequestsQuery = (clientId: string) =>
  paged(keys.requests(clientId), (cursor, signal) =>
    call('getDistributionRequests', { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } }, signal),
  );

/** What a dispensary carries (its approved distributions), newest first; with `search`, those it matches. */
export const inventoryQuery = (clientId: string, search?: string) =>
  paged([...keys.inventory(clientId), search ?? ''], (cursor, signal) =>
    call(
      'getApprovedDistributionProducts',
      { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor, ...(search ? { search } : {}) } },
      signal,
    ),
  );

/** The producers' offers waiting for the store's answer, newest first. */
export const offersQuery = (clientId: string) =>
  paged(keys.offers(clientId), (cursor, signal) =>
    call(
      'getOfferedDistributionProducts',
      { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/** The store's own requests waiting for their producers, newest first. */
export const sentRequestsQuery = (clientId: string) =>
  paged(keys.sent(clientId), (cursor, signal) =>
    call(
      'getRequestedDistributionProducts',
      { params: { clientId }, query: { limit: DISTRIBUTION_PAGE, cursor } },
      signal,
    ),
  );

/**
 * What a producer's change to products' distributions leaves stale: those products' lists and the
 * requests waiting for an answer (an accepted request leaves them). The dispensary choices stay.
 */
export const refreshProductDistributions = (qc: QueryClient, clientId: string, productIds: readonly string[]) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: keys.requests(clientId) }),
    ...productIds.map((id) => qc.invalidateQueries({ queryKey: keys.product(clientId, id) })),
  ]);

/**
 * The producer offers a product to a dispensary (or accepts its request). A bulk edit passes
 * `many` and refreshes the lists once at its end, not once a product.
 */
export async function addDistribution(
  qc: QueryClient,
  clientId: string,
  productId: string,
  dispensary: string,
  { many = false }: { many?: boolean } = {},
) {
  const r = await call('addProductDistribution', { params: { clientId, id: productId }, body: { dispensary } });
  if (!many) await refreshProductDistributions(qc, clientId, [productId]);
  return r;
}

/**
 * The producer's Approve, Reject or Remove of a dispensary's distribution of a product. The lists
 * are read again even when it fails: a refusal usually means someone else answered first.
 */
export async function setDistributionStatus(
  qc: QueryClient,
  clientId: string,
  productId: string,
  dispensary: string,
  status: Decision,
) {
  try {
    return await call('setDistributionStatus', { params: { clientId, id: productId, status }, body: { dispensary } });
  } finally {
    await refreshProductDistributions(qc, clientId, [productId]);
  }
}

/**
 * The store's answer to a product (accept an offer, decline it, drop a product it carries): its
 * offers and inventory change, and so do the products its points offers may name (those it
 * carries). Read again even when it fails, as a producer may have withdrawn the offer.
 */
export async function setInventoryStatus(qc: QueryClient, clientId: string, productId: string, status: Decision) {
  try {
    return await call('setInventoryStatus', { params: { clientId, id: productId, status } });
  } finally {
    await Promise.all([
      qc.invalidateQueries({ queryKey: keys.inventory(clientId) }),
      qc.invalidateQueries({ queryKey: keys.offers(clientId) }),
      qc.invalidateQueries({ queryKey: offerProductsQuery(clientId, true).queryKey }),
    ]);
  }
}

/**
 * A dispensary asks to carry a product: its requests change, and its offers and inventory when the
 * asking accepted an offer or took back a product it had dropped.
 */
export async function requestDistribution(qc: QueryClient, clientId: string, productId: string) {
  const r = await call('requestDistribution', { params: { clientId, id: productId } });
  await Promise.all(
    [keys.sent(clientId), keys.offers(clientId), keys.inventory(clientId)].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
  return r;
}

/**
 * The store withdraws a request its producer has not answered. Its requests are read again even
 * when it fails: a refusal usually means the producer answered meanwhile, which may have put the
 * product in the inventory.
 */
export async function withdrawRequest(qc: QueryClient, clientId: string, productId: string) {
  try {
    return await call('withdrawDistributionRequest', { params: { clientId, id: productId } });
  } finally {
    await Promise.all([
      qc.invalidateQueries({ queryKey: keys.sent(clientId) }),
      qc.invalidateQueries({ queryKey: keys.inventory(clientId) }),
    ]);
  }
}

type InventoryPages = { pages: { products: { product: { _id: string }; kiosk?: StoreKiosk }[] }[] };

/** The saved kiosk fields put in the inventory's cached pages (whole and searched): a save reads nothing again. */
function putKiosk(qc: QueryClient, clientId: string, saved: ReadonlyMap<string, StoreKiosk>) {
  qc.setQueriesData<InventoryPages>({ queryKey: keys.inventory(clientId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            products: page.products.map((row) =>
              saved.has(row.product._id) ? { ...row, kiosk: saved.get(row.product._id) } : row,
            ),
          })),
        }
      : data,
  );
}

/** The store's kiosk fields of one product it carries, replaced as a whole. */
export async function saveInventoryKiosk(
  qc: QueryClient,
  clientId: string,
  productId: string,
  fields: StoreKioskFields,
) {
  const r = await call('setInventoryKiosk', { params: { clientId, id: productId }, body: fields });
  putKiosk(qc, clientId, new Map([[r.product, r.kiosk]]));
  return r.kiosk;
}

/** One change to many products' kiosk fields: each saved row is put in place; the answer says which failed. */
export async function bulkSaveInventoryKiosk(
  qc: QueryClient,
  clientId: string,
  ids: readonly string[],
  set: BulkKioskChange,
) {
  const r = await call('bulkSetInventoryKiosk', { params: { clientId }, body: { ids: [...ids], set } });
  putKiosk(qc, clientId, new Map(r.results.flatMap((x) => (x.ok ? [[x.product, x.kiosk] as const] : []))));
  return r.results;
}
