import { queryOptions } from '@tanstack/react-query';
import { ORDERS_POLL_MS } from '#shared/kiosk-orders';
import type { OrderMove } from '#shared/schemas/kiosk-orders';
import { call } from '#web/api/client.ts';

// The store's Kiosk Orders screen (docs/kiosk-orders.md): the counter's queue, read every few
// seconds, and the history a page at a time.

export const ordersKey = (clientId: string) => ['kioskOrders', clientId] as const;

export const openOrdersQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...ordersKey(clientId), 'open'],
    queryFn: ({ signal }) => call('kioskOrders', { params: { clientId }, query: { view: 'open' } }, signal),
    refetchInterval: ORDERS_POLL_MS,
    refetchIntervalInBackground: true,
  });

export const doneOrdersQuery = (clientId: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: [...ordersKey(clientId), 'done', cursor ?? ''],
    queryFn: ({ signal }) => call('kioskOrders', { params: { clientId }, query: { view: 'done', cursor } }, signal),
  });

export const moveOrder = (clientId: string, orderId: string, status: OrderMove) =>
  call('moveKioskOrder', { params: { clientId, orderId }, body: { status } });
