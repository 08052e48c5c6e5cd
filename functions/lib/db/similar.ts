import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SimilarEntry } from '#shared/schemas/similar';
import { VECTOR_LENGTH } from '#shared/similarity';
import type { IndexAnswer, IndexPoint, SimilarCard } from '../similar-index.ts';
import { ddb, META, tableName } from './client.ts';

// The similar-products index in the table:
// - SIMPACK#<shard>: the points, packed 63 bytes each into PACK_SHARDS binary items, so a refresh
//   reads every vector in a few BatchGets (about 6 MB at 100k products), never a Scan; each pack
//   has a version, and a refresh commits the packs it changed in one conditional transaction;
// - SIMCARD#<product>: what an answer shows for a product;
// - SIMILAR#<testId>: the answer the product page reads, one GetItem.
// A pack item holds up to about 6,300 points (400 KB), so 128 packs carry about 800k products.

export const PACK_SHARDS = 128;
const RECORD = 12 + 12 + 1 + VECTOR_LENGTH * 2 + 8;

export const shardOf = (productId: string) => parseInt(productId.slice(-6), 16) % PACK_SHARDS;

const packKey = (shard: number) => ({ pk: `SIMPACK#${shard}`, sk: META });
const cardKey = (productId: string) => ({ pk: `SIMCARD#${productId}`, sk: META });
const answerKey = (testId: string) => ({ pk: `SIMILAR#${testId}`, sk: META });

export function encodePack(points: readonly IndexPoint[]): Uint8Array {
  const buf = Buffer.alloc(points.length * RECORD);
  points.forEach((p, i) => {
    let o = i * RECORD;
    o += buf.write(p.productId, o, 'hex');
    o += buf.write(p.testId, o, 'hex');
    o = buf.writeUInt8(p.offered ? 1 : 0, o);
    for (const x of p.vector) o = buf.writeUInt16LE(Math.round(x * 65535), o);
    buf.writeDoubleLE(p.reach, o);
  });
  return buf;
}

export function decodePack(bytes: Uint8Array): IndexPoint[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: IndexPoint[] = [];
  for (let o = 0; o + RECORD <= buf.length; o += RECORD) {
    const vector: number[] = [];
    for (let d = 0; d < VECTOR_LENGTH; d++) vector.push(buf.readUInt16LE(o + 25 + d * 2) / 65535);
    out.push({
      productId: buf.toString('hex', o, o + 12),
      testId: buf.toString('hex', o + 12, o + 24),
      offered: buf.readUInt8(o + 24) === 1,
      vector,
      reach: buf.readDoubleLE(o + 25 + VECTOR_LENGTH * 2),
    });
  }
  return out;
}

/** BatchGet in chunks of 100, retrying what DynamoDB hands back unprocessed. */
async function batchGet(keys: Record<string, unknown>[], projection?: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  await Promise.all(
    chunks(keys, 100).map(async (chunk) => {
      let pending: Record<string, unknown>[] | undefined = chunk;
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 5) throw new Error('similar index read kept coming back unprocessed');
        const r: { Responses?: Record<string, Record<string, unknown>[]>; UnprocessedKeys?: Record<string, { Keys?: Record<string, unknown>[] }> } = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) } } }));
        out.push(...(r.Responses?.[tableName()] ?? []));
        pending = r.UnprocessedKeys?.[tableName()]?.Keys;
        if (pending?.length) await new Promise((ok) => setTimeout(ok, 50 * 2 ** attempt));
      }
    }),
  );
  return out;
}

const chunks = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** The loaded index: every point by product, and the version of each pack as read. */
export interface LoadedIndex {
  points: Map<string, IndexPoint>;
  versions: Map<number, number>;
}

// A warm instance keeps the packs it has read and asks only for the versions (a few hundred
// bytes) before fetching those that moved.
const cache = new Map<number, { version: number; points: IndexPoint[] }>();

export async function loadIndex(): Promise<LoadedIndex> {
  const all = Array.from({ length: PACK_SHARDS }, (_, s) => s);
  const heads = await batchGet(all.map(packKey), 'pk, version');
  const versions = new Map(heads.map((h) => [Number(String(h.pk).slice('SIMPACK#'.length)), Number(h.version)]));
  const stale = all.filter((s) => cache.get(s)?.version !== (versions.get(s) ?? 0));
  for (const item of await batchGet(stale.filter((s) => versions.has(s)).map(packKey))) {
    const shard = Number(String(item.pk).slice('SIMPACK#'.length));
    cache.set(shard, { version: Number(item.version), points: decodePack(item.points as Uint8Array) });
  }
  for (const s of stale) if (!versions.has(s)) cache.set(s, { version: 0, points: [] });
  const points = new Map<string, IndexPoint>();
  for (const s of all) for (const p of cache.get(s)!.points) points.set(p.productId, p);
  return { points, versions: new Map(all.map((s) => [s, cache.get(s)!.version])) };
}

/**
 * Writes the packs that hold any of `productIds`, from `points` as they now are, in one
 * transaction that fails if another writer moved any of them since `index` was read (the stream
 * then hands the records back, and the refresh runs again on fresh packs).
 */
export async function commitPacks(index: LoadedIndex, productIds: Iterable<string>): Promise<void> {
  const shards = [...new Set([...productIds].map(shardOf))];
  if (shards.length === 0) return;
  const members = new Map<number, IndexPoint[]>(shards.map((s) => [s, []]));
  for (const p of index.points.values()) members.get(shardOf(p.productId))?.push(p);
  const puts = shards.map((s) => {
    const version = index.versions.get(s) ?? 0;
    return {
      shard: s,
      version: version + 1,
      points: members.get(s)!,
      Put: {
        TableName: tableName(),
        Item: { ...packKey(s), entity: 'simpack', version: version + 1, points: encodePack(members.get(s)!) },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
      },
    };
  });
  // a transaction holds 100 items and 4 MB: one refresh touches a few packs, so one transaction;
  // only a change wider than 4 MB of packs (near capacity) is split
  const groups: (typeof puts)[] = [[]];
  let bytes = 0;
  for (const p of puts) {
    const size = p.points.length * RECORD + 200;
    if (groups.at(-1)!.length === 100 || bytes + size > 3.5e6) {
      groups.push([]);
      bytes = 0;
    }
    groups.at(-1)!.push(p);
    bytes += size;
  }
  for (const group of groups) if (group.length) await ddb.send(new TransactWriteCommand({ TransactItems: group.map(({ Put }) => ({ Put })) }));
  for (const p of puts) {
    index.versions.set(p.shard, p.version);
    cache.set(p.shard, { version: p.version, points: p.points });
  }
}

/**
 * Every pack from scratch (the seed and a rebuild). Each pack moves to its next version on the
 * condition that nothing else moved it meanwhile, so a warm instance never keeps a pack it read
 * before; a refresh that commits during a rebuild makes the rebuild fail, to be run again.
 */
export async function writeAllPacks(points: readonly IndexPoint[]): Promise<void> {
  const members = Array.from({ length: PACK_SHARDS }, () => [] as IndexPoint[]);
  for (const p of points) members[shardOf(p.productId)]!.push(p);
  const heads = await batchGet(members.map((_, s) => packKey(s)), 'pk, version');
  const versions = new Map(heads.map((h) => [String(h.pk), Number(h.version)]));
  let next = 0;
  const lane = async () => {
    while (next < PACK_SHARDS) {
      const s = next++;
      const version = versions.get(packKey(s).pk);
      await ddb.send(new PutCommand({
        TableName: tableName(),
        Item: { ...packKey(s), entity: 'simpack', version: (version ?? 0) + 1, points: encodePack(members[s]!) },
        ConditionExpression: version === undefined ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(version === undefined ? {} : { ExpressionAttributeValues: { ':v': version } }),
      }));
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  cache.clear();
}

/** BatchWrite in chunks of 25, a few at once, retrying what DynamoDB hands back unprocessed. */
async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  const groups = chunks(requests, 25);
  let next = 0;
  const lane = async () => {
    while (next < groups.length) {
      let batch: Record<string, unknown>[] | undefined = groups[next++];
      for (let attempt = 0; batch?.length; attempt++) {
        if (attempt > 5) throw new Error('similar index write kept coming back unprocessed');
        const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch as never } }));
        batch = r.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
        if (batch?.length) await new Promise((ok) => setTimeout(ok, 50 * 2 ** attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}

export const writeCards = (cards: readonly SimilarCard[]) =>
  batchWrite(cards.map((card) => ({ PutRequest: { Item: { ...cardKey(card.lot.product._id), entity: 'simcard', card } } })));

export const deleteCard = (productId: string) => batchWrite([{ DeleteRequest: { Key: cardKey(productId) } }]);

/**
 * Writes answers with each neighbour's card. `known` holds cards already in hand (a rebuild has
 * them all); the rest are read.
 */
export async function writeAnswers(answers: readonly IndexAnswer[], known: ReadonlyMap<string, SimilarCard> = new Map()): Promise<void> {
  const missing = [...new Set(answers.flatMap((a) => a.neighbours.map((n) => n.id)))].filter((id) => !known.has(id));
  const cards = new Map(known);
  for (const item of await batchGet(missing.map(cardKey))) {
    const card = item.card as SimilarCard;
    cards.set(card.lot.product._id, card);
  }
  await batchWrite(
    answers.map((a) => {
      const entries: SimilarEntry[] = a.neighbours.flatMap((n) => {
        const card = cards.get(n.id);
        return card ? [{ distance: n.distance, ...card }] : [];
      });
      // one string attribute, not a list of maps: the read that serves the product page then costs
      // DynamoDB and the SDK one value to encode, not a few hundred
      return { PutRequest: { Item: { ...answerKey(a.testId), entity: 'similar', entries: JSON.stringify(entries) } } };
    }),
  );
}

export async function getAnswer(testId: string): Promise<SimilarEntry[]> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: answerKey(testId), ProjectionExpression: 'entries' }));
  const entries = r.Item?.entries as string | undefined;
  return entries ? (JSON.parse(entries) as SimilarEntry[]) : [];
}

/** Whether the index has been built (the local runtime builds it at start when not). */
export async function indexExists(): Promise<boolean> {
  return (await batchGet([packKey(0)], 'pk')).length > 0;
}
