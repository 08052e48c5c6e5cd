import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { ddb, isConditionFailure, putIfAbsent, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, encodeCursor } from '#lib/table/page-cursor';

// Binder items live under their owner: pk USER#<user>, sk BINDER#<product>#<usage>. The key is the
// uniqueness rule (one item per user, product and usage), and a caller only ever names its own pk.

const key = (user: string, product: string, usage: Usage) => ({ pk: `USER#${user}`, sk: `BINDER#${product}#${usage}` });

/** Creates the item unless it exists; answers the item as it is in the table either way. */
export const addBinderItem = (item: BinderItem) =>
  putIfAbsent(item, key(item.user, item.product, item.usage), {
    entity: 'binderItem',
    gsi1pk: `PRODUCT#${item.product}#BINDER`,
    gsi1sk: `${item.user}#${item.usage}`,
  });

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
        Key: key(user, product, usage),
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
    new DeleteCommand({ TableName: tableName(), Key: key(user, product, usage), ReturnValues: 'ALL_OLD' }),
  );
  return r.Attributes !== undefined;
}

/** One product's items of the user: at most one per usage, so nine, in one small Query. */
export async function listProductBinder(user: string, product: string): Promise<BinderItem[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `USER#${user}`, ':s': `BINDER#${product}#` },
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
  const pk = `USER#${user}`;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': pk, ':s': 'BINDER#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, { partition: pk, sortPrefix: 'BINDER#' }),
    }),
  );
  const items = (r.Items ?? []).map((i) => stripKeys<BinderItem>(i));
  if (!r.LastEvaluatedKey || items.length === 0) return { items, nextCursor: null };
  // the last product's items may go on past this page: they all go on the next one
  const lastProduct = items[items.length - 1]!.product;
  const whole = items.filter((i) => i.product !== lastProduct);
  const kept = whole.length > 0 ? whole : items; // a page is never empty (a product has at most nine items)
  const last = kept[kept.length - 1]!;
  return { items: kept, nextCursor: encodeCursor({ pk, sk: `BINDER#${last.product}#${last.usage}` }) };
}
