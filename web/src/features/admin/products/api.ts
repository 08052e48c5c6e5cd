import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// The admin product table's calls (docs/admin-products.md).

export const ADMIN_PRODUCTS_KEY = 'admin-products';

export interface ProductPageArgs {
  limit: number;
  cursor: string | undefined;
  producer: string | undefined;
  dir: 'asc' | 'desc';
}

/** One page of the table, as the address says (the previous page stays shown while the next loads). */
export const adminProductPageQuery = (args: ProductPageArgs) =>
  queryOptions({
    queryKey: [ADMIN_PRODUCTS_KEY, 'page', args],
    queryFn: ({ signal }) => call('adminGetProducts', { query: { ...args } }, signal),
    placeholderData: keepPreviousData,
  });

export const setProductOwner = (productId: string, producer: string, updatedAt: string) =>
  call('setProductOwner', { params: { productId }, body: { producer, updatedAt } });

/** A transfer of every product, polled every second while it runs (docs/admin-products.md, Transfers). */
export const productTransferQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_PRODUCTS_KEY, 'transfer', id],
    queryFn: async ({ signal }) => (await call('getProductTransfer', { params: { id } }, signal)).transfer,
    refetchInterval: (q) => (q.state.data?.status === 'done' || q.state.data?.status === 'failed' ? false : 1000),
  });

/** The latest transfer, so a running one is followed again after a reload. */
export const latestTransferQuery = () =>
  queryOptions({
    queryKey: [ADMIN_PRODUCTS_KEY, 'transfers', 'latest'],
    queryFn: async ({ signal }) =>
      (await call('listProductTransfers', { query: { limit: 1 } }, signal)).transfers[0] ?? null,
  });

export const startTransfer = (from: string, to: string) =>
  call('transferEntityProducts', { body: { from, to } }).then((r) => r.transfer);
