import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { updateOf } from '#lib/table/update-expression';
import type { Product } from '#shared/schemas/catalog';
import {
  batchGet,
  batchGetItems,
  batchPut,
  ddb,
  holdsItem,
  isConditionFailure,
  stripKeys,
  tableName,
} from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import {
  ALL_PRODUCTS,
  brandProductsPartition,
  changedSortKey,
  clientProductsPartition,
  importKeyOf,
  productKey,
  productRecord,
  TAGGED_PRODUCTS,
} from './keys.ts';

export async function putProduct(p: Product): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: productRecord(p) }));
}

/** Products stored as they are, in batches (the demo seed). */
export const putProducts = (ps: readonly Product[]) => batchPut(ps.map(productRecord));

export async function getProduct(id: string, consistent = false): Promise<Product | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: productKey(id), ConsistentRead: consistent }));
  return r.Item ? stripKeys<Product>(r.Item) : undefined;
}

/**
 * SETs these fields on the product as given and nothing else: its index entries keep the change
 * time and name they had, as when a tool outside the forms (or another writer racing a form) edits it.
 */
export async function setProductFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: productKey(id),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** Removes the product's item outright (the site only soft-deletes): what the count and index workers must follow too. */
export async function deleteProductItem(id: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: productKey(id) }));
}

/** A brand's products, by name, one page at a time. Deleted products stay listed: they are history. */
export async function listProductsByBrand(brandId: string, limit: number, cursor?: string) {
  const pk = brandProductsPartition(brandId);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :p',
      ExpressionAttributeValues: { ':p': pk },
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi2', partition: pk }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi2');
  return { items: shown.items.map((i) => stripKeys<Product>(i)), nextCursor: shown.nextCursor };
}

/** Every product id of a brand (a brand rename re-indexes them all). */
export async function productIdsOfBrand(brandId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProductsByBrand(brandId, 500, cursor);
    ids.push(...page.items.map((p) => p._id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

/**
 * The brand's products whose copy of its name is not this one (the id alone read): those a brand
 * save has still to rename, including what a save whose answer was lost did not reach.
 */
export async function productsBehindBrandName(brandId: string, name: string): Promise<string[]> {
  const pk = brandProductsPartition(brandId);
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        FilterExpression: 'brand.#name <> :name',
        ProjectionExpression: '#id',
        ExpressionAttributeNames: { '#name': 'name', '#id': '_id' },
        ExpressionAttributeValues: { ':p': pk, ':name': name },
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(r.Items ?? []).map((i) => String(i._id)));
    start = r.LastEvaluatedKey;
  } while (start);
  return ids;
}

/**
 * Writes a renamed brand's name into the brand reference these products of it carry
 * (productsBehindBrandName), so the client's product list shows the stored name with no read of
 * the brands. Only the name changes: the change time and index entries stay, and a product that
 * left the brand meanwhile is passed over.
 */
export async function renameBrandOnProducts(brandId: string, name: string, ids: readonly string[]): Promise<void> {
  // a few at a time: a brand of thousands of products is renamed in seconds without flooding the table
  for (let i = 0; i < ids.length; i += 25)
    await Promise.all(
      ids.slice(i, i + 25).map(async (id) => {
        try {
          await ddb.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: productKey(id),
              UpdateExpression: 'SET brand.#name = :name',
              ConditionExpression: 'brand.#id = :brand',
              ExpressionAttributeNames: { '#name': 'name', '#id': '_id' },
              ExpressionAttributeValues: { ':name': name, ':brand': brandId },
            }),
          );
        } catch (e) {
          if (!isConditionFailure(e)) throw e;
        }
      }),
    );
}

/** Every product, a page at a time, from the PRODUCTS index partition (a rebuild's walk, not a Scan). */
export async function* allProducts(pageSize = 500): AsyncGenerator<Product[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': ALL_PRODUCTS },
        ExclusiveStartKey: start,
        Limit: pageSize,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<Product>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}

/**
 * Every product's id, read from the every-product index with its sort key alone (updatedAt#id):
 * the load of the product page's existence filter (#lib/products/known-ids).
 */
export async function allProductIds(): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': ALL_PRODUCTS },
        ProjectionExpression: 'gsi3sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const i of r.Items ?? []) ids.push(String(i.gsi3sk).split('#').pop()!);
    start = r.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** Terpestival's entries: tagged, not deleted products by name, a page at a time (the sparse gsi4). */
export async function listTaggedProducts(limit: number, cursor?: string) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :p',
      ExpressionAttributeValues: { ':p': TAGGED_PRODUCTS },
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi4', partition: TAGGED_PRODUCTS }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi4');
  return { items: shown.items.map((i) => stripKeys<Product>(i)), nextCursor: shown.nextCursor };
}

/** The ones of these ids that exist, by BatchGet (100 ids a call); `consistent` sees a write just made. */
export const getProducts = (ids: string[], consistent = false) =>
  batchGet<Product>([...new Set(ids)].map(productKey), consistent);

/**
 * A page of a client's products, newest change first (gsi1 `CLIENT#c#PRODUCTS`). Without
 * `deleted`, deleted products are filtered out: a filter reads before it drops, so the query goes
 * on until the page is full or the partition ends, and the cursor is the last product answered.
 */
export async function listClientProducts(
  clientId: string,
  {
    limit,
    cursor,
    deleted,
    availableOnly = false,
  }: { limit: number; cursor?: string; deleted: boolean; availableOnly?: boolean },
): Promise<{ items: Product[]; nextCursor: string | null }> {
  const pk = clientProductsPartition(clientId);
  // deleted rows are filtered out unless asked for; available ones only when the caller sells them
  const filter = [...(deleted ? [] : ['active = :t']), ...(availableOnly ? ['available = :t'] : [])].join(' AND ');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, { index: 'gsi1', partition: pk });
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ScanIndexForward: false,
        ExpressionAttributeValues: { ':p': pk, ...(filter ? { ':t': true } : {}) },
        ...(filter ? { FilterExpression: filter } : {}),
        // one more than the page shows, to know whether another page follows (pageWithLookahead)
        Limit: limit + 1 - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start && items.length <= limit);
  const page = pageWithLookahead({ Items: items }, limit, 'gsi1');
  return { items: page.items.map((i) => stripKeys<Product>(i)), nextCursor: page.nextCursor };
}

/** How long an import key finds its product: a retry comes within minutes; a day is generous. */
const IMPORT_KEY_SECONDS = 86_400;

/**
 * Adds a product. With an import key, the product and the key item are written in one transaction
 * whose key item must be new: a request sent again after a lost answer (the database was away, the
 * network dropped) finds the product the first one made, so a retried CSV row never doubles.
 */
export async function createProduct(p: Product, importKey?: string): Promise<{ product: Product; created: boolean }> {
  const put = { TableName: tableName(), Item: productRecord(p), ConditionExpression: 'attribute_not_exists(pk)' };
  if (!importKey) {
    await ddb.send(new PutCommand(put));
    return { product: p, created: true };
  }
  const key = importKeyOf(p.producer, importKey);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: put },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...key,
                entity: 'product-import',
                product: p._id,
                expiresAt: Math.floor(Date.now() / 1000) + IMPORT_KEY_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return { product: p, created: true };
  } catch (e) {
    if ((e as { name?: string }).name !== 'TransactionCanceledException') throw e;
    const made = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const existing = made.Item ? await getProduct(made.Item.product as string, true) : undefined;
    if (!existing) throw e;
    return { product: existing, created: false };
  }
}

/**
 * Writes a product over the version read (`seen`, its updatedAt): the write holds only if nobody
 * changed it meanwhile and it still belongs to its producer, so two saves never silently overwrite
 * each other and a product never moves to another company. False when the condition failed and
 * the table does not hold this very product (a retried write that had landed counts as done).
 */
export async function replaceProduct(p: Product, seen: string): Promise<boolean> {
  const item = productRecord(p);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_exists(pk) AND producer = :producer AND updatedAt = :seen',
        ExpressionAttributeValues: { ':producer': p.producer, ':seen': seen },
      }),
    );
    return true;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    // an SDK retry of this very write, after its first attempt landed, is not a conflict
    return holdsItem(item);
  }
}

/**
 * The admin table's page: every product by its last change (gsi3 `PRODUCTS`), or one producer's
 * (gsi1 `CLIENT#p#PRODUCTS`, the same order), deleted ones included (admins see history too).
 */
export async function listProductsForAdmin({
  limit,
  cursor,
  producer,
  newestFirst,
}: {
  limit: number;
  cursor?: string | undefined;
  producer?: string | undefined;
  newestFirst: boolean;
}): Promise<{ items: Product[]; nextCursor: string | null }> {
  const index = producer ? 'gsi1' : 'gsi3';
  const partition = producer ? clientProductsPartition(producer) : ALL_PRODUCTS;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: !newestFirst,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index, partition }),
    }),
  );
  const shown = pageWithLookahead(r, limit, index);
  return { items: shown.items.map((i) => stripKeys<Product>(i)), nextCursor: shown.nextCursor };
}

/**
 * Moves a product to another producer over the version the admin saw: one Put whose condition is
 * that the product still has that owner and that version, so two admins (or an admin and the
 * producer's own save) never overwrite each other. False when the condition failed.
 */
export async function moveProduct(
  p: Product,
  newProducer: string,
  seen: string,
  now: string,
): Promise<Product | false> {
  const moved: Product = { ...p, producer: newProducer, updatedAt: now };
  const item = productRecord(moved);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_exists(pk) AND producer = :from AND updatedAt = :seen',
        ExpressionAttributeValues: { ':from': p.producer, ':seen': seen },
      }),
    );
    return moved;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    // an SDK retry of this very write, after its first attempt landed, is not a conflict
    return (await holdsItem(item)) ? moved : false;
  }
}

/**
 * The Put of a transaction that moves a product to another producer, on the same condition as
 * moveProduct (that owner, that version): a transfer moves a batch of them with its job's progress.
 */
export function moveProductPut(p: Product, newProducer: string, now: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: productRecord({ ...p, producer: newProducer, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk) AND producer = :from AND updatedAt = :seen',
      ExpressionAttributeValues: { ':from': p.producer, ':seen': p.updatedAt },
    },
  };
}

/** Each product's id, updatedAt and active flag, read with a projection (the kiosk's key pairs). */
export const productStamps = async (ids: string[]) =>
  (await batchGetItems([...new Set(ids)].map(productKey), {
    projection: '#id, updatedAt, active',
    names: { '#id': '_id' },
  })) as Pick<Product, '_id' | 'updatedAt' | 'active'>[];

/**
 * The Update of an approval's transaction that names the lot as the product's latest, over the
 * version read and while the product is still its producer's; the product's change moves it in
 * its change-ordered lists, and the stream rebuilds its search and similar-products entries.
 */
export const setLatestLotUpdate = (product: Product, lotId: string, at: string) => ({
  Update: {
    TableName: tableName(),
    Key: productKey(product._id),
    UpdateExpression: 'SET latestLot = :lot, updatedAt = :now, gsi1sk = :g, gsi3sk = :g',
    ConditionExpression: 'updatedAt = :seen AND producer = :producer',
    ExpressionAttributeValues: {
      ':lot': lotId,
      ':now': at,
      ':g': changedSortKey(at, product._id),
      ':seen': product.updatedAt,
      ':producer': product.producer,
    },
  },
});

/**
 * The producer's products naming these lots as their latest, by lot: for a lot table whose rows
 * name no product of their own (lots made before a lot named its product). One read of the
 * producer's product partition (gsi1), filtered to those lots, projecting the id and name.
 */
export async function productsNamingLots(
  producer: string,
  lotIds: string[],
): Promise<Map<string, { _id: string; name: string }>> {
  const found = new Map<string, { _id: string; name: string }>();
  // an IN list holds at most 100 values
  for (let i = 0; i < lotIds.length; i += 100) {
    const chunk = lotIds.slice(i, i + 100);
    const names = Object.fromEntries(chunk.map((id, j) => [`:l${j}`, id]));
    let start: Record<string, unknown> | undefined;
    do {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          FilterExpression: `latestLot IN (${Object.keys(names).join(', ')})`,
          ExpressionAttributeValues: { ':p': clientProductsPartition(producer), ...names },
          ProjectionExpression: '#id, #name, latestLot',
          ExpressionAttributeNames: { '#id': '_id', '#name': 'name' },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of r.Items ?? [])
        found.set(item.latestLot as string, { _id: item._id as string, name: item.name as string });
      start = r.LastEvaluatedKey;
    } while (start);
  }
  return found;
}

/**
 * The producer's product that names this lot as its latest, if any: the producer's product
 * partition (gsi1) read with a filter until one is found (an approval is rare, and a company's
 * products are a bounded partition).
 */
export async function productNamingLot(producer: string, lotId: string): Promise<string | undefined> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        FilterExpression: 'latestLot = :lot',
        ExpressionAttributeValues: { ':p': clientProductsPartition(producer), ':lot': lotId },
        ProjectionExpression: '#id',
        ExpressionAttributeNames: { '#id': '_id' },
        ExclusiveStartKey: start,
      }),
    );
    const found = r.Items?.[0]?._id as string | undefined;
    if (found) return found;
    start = r.LastEvaluatedKey;
  } while (start);
  return undefined;
}
