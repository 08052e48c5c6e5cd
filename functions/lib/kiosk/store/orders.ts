import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_OFFER_TIME_ZONE } from '#shared/points-offers';
import {
  ORDER_MOVES,
  OPEN_ORDERS_MAX,
  ORDERS_PAGE_SIZE,
  orderCode,
  orderHashInput,
  type OrderStatus,
} from '#shared/kiosk-orders';
import type { KioskOrder, OrderMove } from '#shared/schemas/kiosk-orders';
import { clientPartition } from '#lib/clients/keys';
import { purchaseItem } from '#lib/loyalty/store/points';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';

// A store's kiosk orders (docs/kiosk-orders.md), in the store's partition: `CLIENT#<c>` /
// `KIOSKORDER#<id>`, listed through gsi1 by whether they are open (`CLIENT#<c>#KIOSKORDERS#open`,
// oldest first, the counter's queue) or done (`…#done`, newest first), by `<createdAt>#<id>`. An
// order's id is a hash of the store and the tablet's key, so the same key sent twice (a retry, a
// queue flushed twice) finds the order the first made. The day's numbers come from one counter
// per store and day, `KIOSKORDERSEQ#<day>`.

/** What the table holds: the order, with the member's whole phone (the purchase needs it). */
export type StoredOrder = KioskOrder & { memberPhone?: string };

const SEQ_TTL_SECONDS = 3 * 86_400;
const orderKey = (clientId: string, id: string) => ({ pk: clientPartition(clientId), sk: `KIOSKORDER#${id}` });
const listPartition = (clientId: string, view: 'open' | 'done') => `${clientPartition(clientId)}#KIOSKORDERS#${view}`;
const viewOf = (status: OrderStatus) => (status === 'new' || status === 'ready' ? 'open' : 'done');
const listKeys = (o: StoredOrder) => ({
  gsi1pk: listPartition(o.clientId, viewOf(o.status)),
  gsi1sk: `${o.createdAt}#${o._id}`,
});

/** The order id and code a tablet's key makes at a store: the same key, the same order. */
export function orderIdentity(clientId: string, key: string): { id: string; code: string } {
  const hash = createHash('sha256').update(orderHashInput(clientId, key)).digest();
  return { id: hash.subarray(0, 12).toString('hex'), code: orderCode(hash) };
}

const storeDay = (at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_OFFER_TIME_ZONE }).format(new Date(at));

/** The next order number of the store's day (1, 2, …): a number a shopper can say at the counter. */
export async function nextOrderNumber(clientId: string, at: string): Promise<number> {
  const r = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: clientPartition(clientId), sk: `KIOSKORDERSEQ#${storeDay(at)}` },
      UpdateExpression: 'ADD n :one SET entity = :e, expiresAt = if_not_exists(expiresAt, :ttl)',
      ExpressionAttributeValues: {
        ':one': 1,
        ':e': 'kioskOrderSequence',
        ':ttl': Math.floor(Date.parse(at) / 1000) + SEQ_TTL_SECONDS,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (r.Attributes as { n: number }).n;
}

export async function getOrder(clientId: string, id: string, consistent = false): Promise<StoredOrder | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: orderKey(clientId, id), ConsistentRead: consistent }),
  );
  return r.Item && stripKeys<StoredOrder>(r.Item);
}

/** Writes a new order; the order already there when its key was sent before. */
export async function putOrder(order: StoredOrder): Promise<StoredOrder> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...order, ...orderKey(order.clientId, order._id), ...listKeys(order), entity: 'kioskOrder' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return order;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const there = await getOrder(order.clientId, order._id, true);
    if (!there) throw e;
    return there;
  }
}

/** The store's open orders (oldest first) or its history (newest first), a page at a time. */
export async function listOrders(clientId: string, view: 'open' | 'done', cursor?: string) {
  const partition = listPartition(clientId, view);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: view === 'open',
      Limit: (view === 'open' ? OPEN_ORDERS_MAX : ORDERS_PAGE_SIZE) + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi1', partition }),
    }),
  );
  const page = pageWithLookahead(r, view === 'open' ? OPEN_ORDERS_MAX : ORDERS_PAGE_SIZE, 'gsi1');
  return { orders: page.items.map((i) => stripKeys<StoredOrder>(i)), nextCursor: page.nextCursor };
}

/**
 * Moves an order along, on condition it is still where the move starts from: two staff pressing at
 * once move it once. Picked up with a member's phone, the purchase is written in the same
 * transaction, so the points it earns (the award stream's) are earned once.
 */
export async function moveOrder(order: StoredOrder, to: OrderMove, at: string): Promise<StoredOrder | undefined> {
  const moved: StoredOrder = { ...order, status: to, updatedAt: at, [`${to}At`]: at };
  const from = ORDER_MOVES[to];
  const purchase =
    to === 'pickedUp' && order.memberPhone
      ? purchaseItem({
          id: order._id,
          clientId: order.clientId,
          phone: order.memberPhone,
          at,
          productIds: order.items.map((i) => i.productId),
        })
      : undefined;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: orderKey(order.clientId, order._id),
              UpdateExpression: 'SET #s = :to, updatedAt = :at, #when = :at, gsi1pk = :list',
              ConditionExpression: `#s IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
              ExpressionAttributeNames: { '#s': 'status', '#when': `${to}At` },
              ExpressionAttributeValues: {
                ':to': to,
                ':at': at,
                ':list': listKeys(moved).gsi1pk,
                ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])),
              },
            },
          },
          ...(purchase
            ? [{ Put: { TableName: tableName(), Item: purchase, ConditionExpression: 'attribute_not_exists(pk)' } }]
            : []),
        ],
      }),
    );
    return moved;
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') return undefined;
    throw e;
  }
}
