import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { ddb, isConditionFailure, putIfAbsent, stripKeys, tableName } from './client.ts';

// Binder items live under their owner: pk USER#<user>, sk BINDER#<product>#<usage>. The key is the
// uniqueness rule (one item per user, product and usage), and a caller only ever names its own pk.

const key = (user: string, product: string, usage: Usage) => ({ pk: `USER#${user}`, sk: `BINDER#${product}#${usage}` });

/** Creates the item unless it exists; answers the item as it is in the table either way. */
export const addBinderItem = (item: BinderItem) =>
  putIfAbsent(item, key(item.user, item.product, item.usage), {
    entity: 'binderItem', gsi1pk: `PRODUCT#${item.product}#BINDER`, gsi1sk: `${item.user}#${item.usage}`,
  });

/** Sets a rating (and note) on an existing item; undefined when there is none. */
export async function rateBinderItem(user: string, product: string, usage: Usage, rating: 1 | -1, note: string | undefined, now: string): Promise<BinderItem | undefined> {
  try {
    const r = await ddb.send(new UpdateCommand({
      TableName: tableName(),
      Key: key(user, product, usage),
      UpdateExpression: note === undefined ? 'SET rating = :r, updatedAt = :u' : 'SET rating = :r, updatedAt = :u, note = :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':r': rating, ':u': now, ...(note === undefined ? {} : { ':n': note }) },
      ReturnValues: 'ALL_NEW',
    }));
    return stripKeys<BinderItem>(r.Attributes!);
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

/** Removes an item; answers whether there was one. */
export async function removeBinderItem(user: string, product: string, usage: Usage): Promise<boolean> {
  const r = await ddb.send(new DeleteCommand({ TableName: tableName(), Key: key(user, product, usage), ReturnValues: 'ALL_OLD' }));
  return r.Attributes !== undefined;
}

/** The user's items, all of them or one product's, by product then usage. */
export async function listBinder(user: string, product?: string): Promise<BinderItem[]> {
  const items: BinderItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `USER#${user}`, ':s': product ? `BINDER#${product}#` : 'BINDER#' },
      ExclusiveStartKey: start,
    }));
    items.push(...(r.Items ?? []).map((i) => stripKeys<BinderItem>(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  return items;
}
