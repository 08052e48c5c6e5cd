import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { ddb, isConditionFailure, putIfAbsent, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, encodeCursor } from '#lib/table/page-cursor';
import { binderIndexes, binderKey, binderPartition, binderPrefix } from './keys.ts';

/** Creates the item unless it exists; answers the item as it is in the table either way. */
export const addBinderItem = (item: BinderItem) =>
  putIfAbsent(item, binderKey(item.user, item.product, item.usage), binderIndexes(item));

/** Sets a rating (and note) on an existing item; undefined when there is none. */
export async function rateBinderItem(
  user: string,
  product: string,
  usage: Usage,
  rating: 1 | -1,
  note: string | undefined,
  now: string,
): Promise<BinderItem | undefined> {
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: binderKey(user, product, usage),
        UpdateExpression:
          note === undefined ? 'SET rating = :r, updatedAt = :u' : 'SET rating = :r, updatedAt = :u, note = :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':r': rating, ':u': now, ...(note === undefined ? {} : { ':n': note }) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return stripKeys<BinderItem>(r.Attributes!);
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

/** Removes an item; answers whether there was one. */
export async function removeBinderItem(user: string, product: string, usage: Usage): Promise<boolean> {
  const r = await ddb.send(
    new DeleteCommand({ TableName: tableName(), Key: binderKey(user, product, usage), ReturnValues: 'ALL_OLD' }),
  );
  return r.Attributes !== undefined;
}

/** One product's items of the user: at most one per usage, so nine, in one small Query. */
export async function listProductBinder(user: string, product: string): Promise<BinderItem[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': binderPartition(user), ':s': binderPrefix(product) },
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<BinderItem>(i));
}

/**
 * How many items one binder page carries at most. With each item's product card that is about
 * 60 KB; a binder of any size is read a page at a time (a 765-item binder was one 737 KB answer).
 */
export const BINDER_PAGE_ITEMS = 60;

/**
 * One page of the user's items, newest product first (ids sort by creation), every product's items
 * on one page: a page that stops inside a product ends before it, and the next starts with it.
 */
export async function listBinderPage(
  user: string,
  cursor?: string,
  limit = BINDER_PAGE_ITEMS,
): Promise<{ items: BinderItem[]; nextCursor: string | null }> {
  const pk = binderPartition(user);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': pk, ':s': binderPrefix() },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, { partition: pk, sortPrefix: binderPrefix() }),
    }),
  );
  const items = (r.Items ?? []).map((i) => stripKeys<BinderItem>(i));
  if (!r.LastEvaluatedKey || items.length === 0) return { items, nextCursor: null };
  // the last product's items may go on past this page: they all go on the next one
  const lastProduct = items[items.length - 1]!.product;
  const whole = items.filter((i) => i.product !== lastProduct);
  const kept = whole.length > 0 ? whole : items; // a page is never empty (a product has at most nine items)
  const last = kept[kept.length - 1]!;
  return { items: kept, nextCursor: encodeCursor({ pk, sk: binderKey(user, last.product, last.usage).sk }) };
}
