import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SimilarEntry } from '#shared/schemas/similar';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import { VECTOR_LENGTH } from '#shared/similarity';
import type { IndexAnswer, IndexPoint, SimilarCard } from './engine.ts';
import { batchGetItems, batchWrite, ddb, tableName } from '#lib/table/dynamodb';
import { packStore, type LoadedPacks } from '#lib/table/packs';
import { similarAnswerKey, similarCardKey } from '#lib/similar/keys';

/** What a pack holds per product. */
export type { IndexPoint };

// The similar-products index in the table:
// - SIMPACK2#<shard>: the points, packed 63 bytes each into PACK_SHARDS binary items, so a refresh
//   reads every vector in a few BatchGets (about 6 MB at 100k products), never a Scan; each pack
//   has a version, and a refresh commits the packs it changed in one conditional transaction;
// - SIMCARD#<product>: what an answer shows for a product;
// - SIMILAR#<testId>: the answer the product page reads, one GetItem.
// A pack item holds up to about 6,300 points (400 KB), so 128 packs carry about 800k products.

export const PACK_SHARDS = 128;
const RECORD = 12 + 12 + 1 + VECTOR_LENGTH * 2 + 8;

export function encodePack(points: readonly IndexPoint[]): Uint8Array {
  const buf = Buffer.alloc(points.length * RECORD);
  points.forEach((p, i) => {
    let o = i * RECORD;
    o += buf.write(p.productId, o, 'hex');
    o += buf.write(p.testId, o, 'hex');
    // offered in the low bit, the category's index above it
    o = buf.writeUInt8((p.offered ? 1 : 0) | (PRODUCT_CATEGORIES.indexOf(p.category) << 1), o);
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
      offered: (buf.readUInt8(o + 24) & 1) === 1,
      category: PRODUCT_CATEGORIES[(buf.readUInt8(o + 24) >> 1) & 3]!,
      vector,
      reach: buf.readDoubleLE(o + 25 + VECTOR_LENGTH * 2),
    });
  }
  return out;
}

/**
 * SIMPACK2#<n>: the points, in versioned packs (#lib/table/packs). The 2 is the records' format:
 * the first held no category, and read as this one it would make every product a flower. A table
 * holding only the first has no index for this code, so `npm start` (and an admin recalc in the
 * cloud) builds it again; the old items are left unread.
 */
export const similarPacks = packStore<IndexPoint>({
  prefix: 'SIMPACK2',
  attribute: 'points',
  shards: PACK_SHARDS,
  idOf: (p) => p.productId,
  encode: encodePack,
  decode: decodePack,
});

/** The loaded index: every point by product, and the version of each pack as read. */
export interface LoadedIndex {
  points: Map<string, IndexPoint>;
  versions: Map<number, number>;
}

// the refresh worker's copy of the packs, kept between batches
const view = similarPacks.view();

export async function loadIndex(): Promise<LoadedIndex & { loaded: LoadedPacks<IndexPoint> }> {
  const loaded = await view.load();
  return { points: loaded.items, versions: loaded.versions, loaded };
}

/**
 * Writes the packs that hold any of `productIds`, from `index.points` as they now are, in one
 * transaction that fails if another writer moved any of them since `index` was read (the stream
 * then hands the records back, and the refresh runs again on fresh packs).
 */
export const commitPacks = (index: { loaded: LoadedPacks<IndexPoint> }, productIds: Iterable<string>) =>
  view.commit(index.loaded, productIds);

/** Every pack from scratch (the seed and a rebuild). */
export const writeAllPacks = (points: readonly IndexPoint[]) => similarPacks.writeAll(points);

export const writeCards = (cards: readonly SimilarCard[]) =>
  batchWrite(
    cards.map((card) => ({
      PutRequest: { Item: { ...similarCardKey(card.lot.product._id), entity: 'simcard', card } },
    })),
  );

export const deleteCard = (productId: string) => batchWrite([{ DeleteRequest: { Key: similarCardKey(productId) } }]);

/**
 * Writes answers with each neighbour's card. `known` holds cards already in hand (a rebuild has
 * them all); the rest are read.
 */
export async function writeAnswers(
  answers: readonly IndexAnswer[],
  known: ReadonlyMap<string, SimilarCard> = new Map(),
): Promise<void> {
  const missing = [...new Set(answers.flatMap((a) => a.neighbours.map((n) => n.id)))].filter((id) => !known.has(id));
  const cards = new Map(known);
  for (const item of await batchGetItems(missing.map(similarCardKey))) {
    const card = item.card as SimilarCard;
    cards.set(card.lot.product._id, card);
  }
  // two products on one result share its answer key: the first one computed stands for both
  const byTest = new Map(answers.map((a) => [a.testId, a] as const).reverse());
  await batchWrite(
    [...byTest.values()].map((a) => {
      const entries: SimilarEntry[] = a.neighbours.flatMap((n) => {
        const card = cards.get(n.id);
        return card ? [{ distance: n.distance, ...card }] : [];
      });
      // one string attribute, not a list of maps: the read that serves the product page then costs
      // DynamoDB and the SDK one value to encode, not a few hundred
      return {
        PutRequest: { Item: { ...similarAnswerKey(a.testId), entity: 'similar', entries: JSON.stringify(entries) } },
      };
    }),
  );
}

export async function getAnswer(testId: string): Promise<SimilarEntry[]> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: similarAnswerKey(testId), ProjectionExpression: 'entries' }),
  );
  const entries = r.Item?.entries as string | undefined;
  return entries ? (JSON.parse(entries) as SimilarEntry[]) : [];
}

/** Whether the index has been built (the local runtime builds it at start when not). */
export const indexExists = () => similarPacks.exists();
