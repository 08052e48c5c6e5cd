import { stampFigures } from '#shared/cannastamp/render';
import { stampSummary } from '#shared/cannastamp/summary';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import type { Lot, Product } from '#shared/schemas/catalog';
import type { SimilarEntry } from '#shared/schemas/similar';
import type { TestResult } from '#shared/schemas/test-result';
import {
  categoryRank,
  EXTENDED_LENGTH,
  extendedDistance,
  extendedPoint,
  kindOf,
  labelPosition,
  MAX_DISTANCE,
  NEARBY_CATEGORIES,
  NEIGHBOURS,
  profileVector,
  VECTOR_LENGTH,
} from '#shared/similarity';

// Keeping the similar-products answers fresh, as pure functions over the set of points: the
// stream worker, the seed and the bench all use them, so a rebuild and a sequence of updates agree.
//
// An answer keeps to the product's category: its own category's nearest first, then, only while
// it has fewer than NEIGHBOURS, the nearest of each nearby category in turn (NEARBY_CATEGORIES).
// So a neighbour is ranked by its key, the category's rank plus its distance (a distance is at
// most MAX_DISTANCE, under 1). Each point carries `reach`, the key of the last neighbour in its
// answer (NO_REACH while it has fewer than NEIGHBOURS: anything within MAX_DISTANCE would enter).
// A change to product P can only touch the answers of points whose reach covers P's old or new
// key, so a refresh reads every vector once and recomputes a handful of answers, whatever the
// number of products.

/** A product in the index: its current result's profile and whether it may be offered. */
export interface IndexPoint {
  productId: string;
  testId: string;
  /** Available and not deleted: only these are offered as similar. */
  offered: boolean;
  category: Category;
  vector: readonly number[];
  /** The distance its answer reaches (see above). */
  reach: number;
}

type Category = (typeof PRODUCT_CATEGORIES)[number];

export interface Neighbour {
  id: string;
  distance: number;
  /** The neighbour's category's place in the query's fallback order (0: the same category). */
  rank: number;
}

/** A product's answer, by product id; the storage adds each neighbour's card. */
export interface IndexAnswer {
  productId: string;
  testId: string;
  neighbours: Neighbour[];
}

/** Vectors are stored as 16-bit fractions; every point is made of stored values, so all agree. */
export const quantize = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 65535) / 65535;

/** What the answer shows for a product. */
export type SimilarCard = Omit<SimilarEntry, 'distance'>;

/** A product's point and card from its current lot's result; undefined when the result has no profile. */
export function pointFor(
  product: Product,
  lot: Pick<Lot, 'producer'>,
  test: TestResult,
): { point: IndexPoint; card: SimilarCard } | undefined {
  const f = stampFigures(test);
  const vector = profileVector(f);
  if (!vector || !product.brand) return undefined;
  return {
    point: {
      productId: product._id,
      testId: test._id,
      offered: product.available && product.active !== false,
      category: product.productCategory,
      vector: vector.map(quantize),
      reach: MAX_DISTANCE,
    },
    card: {
      targetTest: stampSummary(test),
      lot: {
        product: {
          _id: product._id,
          name: product.name,
          cleanUrl: product.cleanUrl,
          productCategory: product.productCategory,
          brand: { _id: product.brand._id, name: product.brand.name },
        },
        producer: typeof lot.producer === 'string' ? lot.producer : lot.producer._id,
      },
    },
  };
}

// the shared constants as this module's own: a hot loop then reads a local, not an import binding
const K = NEIGHBOURS;
const MAX = MAX_DISTANCE;
const D = EXTENDED_LENGTH;
/** The profile's coordinates in an extended point; the label position's follow. */
const V = VECTOR_LENGTH;
const LABELS = EXTENDED_LENGTH - VECTOR_LENGTH;
const CATEGORIES = PRODUCT_CATEGORIES.length;

/** The reach of an answer not yet full: any offered point of any category within MAX_DISTANCE. */
export const NO_REACH = CATEGORIES - 1 + MAX;

/** The order of an answer: own category first, nearer first, ties by id, so every path agrees. */
const before = (a: Neighbour, b: Neighbour) =>
  a.rank < b.rank || (a.rank === b.rank && (a.distance < b.distance || (a.distance === b.distance && a.id < b.id)));

/** Keeps the best NEIGHBOURS (each within MAX_DISTANCE: the caller checks), sorted. */
function offer(best: Neighbour[], n: Neighbour): void {
  if (best.length === K && !before(n, best[K - 1]!)) return;
  let i = best.length;
  best.push(n);
  while (i > 0 && before(n, best[i - 1]!)) {
    best[i] = best[i - 1]!;
    i--;
  }
  best[i] = n;
  if (best.length > K) best.pop();
}

/** The key a newcomer must beat (see above). */
const bound = (best: Neighbour[]) => (best.length === K ? best[K - 1]!.rank + best[K - 1]!.distance : NO_REACH);
const reachOf = bound;
/** What a candidate of rank `rank` must not be farther than, under `key`; negative: no room. */
const roomFor = (key: number, rank: number) => Math.min(MAX, key - rank);
/** The squared Euclidean bound (of extended points: d is half of it) for a distance bound `b`. */
const limitOf = (b: number) => (b < 0 ? -1 : 4 * (b * b * (1 + 1e-9) + 1e-12));
const rounded = (ns: Neighbour[]) =>
  ns.map((n) => ({ id: n.id, distance: Math.round(n.distance * 1e4) / 1e4, rank: n.rank }));
const categoryIndex = (c: Category) => PRODUCT_CATEGORIES.indexOf(c);
/** RANK[q * CATEGORIES + o]: category o's rank for a query of category q (indexes of PRODUCT_CATEGORIES). */
const RANK = Int8Array.from({ length: CATEGORIES * CATEGORIES }, (_, i) =>
  categoryRank(PRODUCT_CATEGORIES[Math.floor(i / CATEGORIES)]!, PRODUCT_CATEGORIES[i % CATEGORIES]!),
);

/**
 * Never the product itself, nor another product on the same lab result (a product listed twice):
 * an answer is keyed by its result, so products sharing one share the answer too.
 */
const same = (a: IndexPoint, b: IndexPoint) => a.productId === b.productId || a.testId === b.testId;

/**
 * Every answer from scratch (the seed, a rebuild, the bench's 100k). The offered points are split
 * by category and kind (chemotype × terpene class, see #shared/similarity), and each group's
 * extended points (profile and label position) go into a k-d tree whose nodes keep their bounding
 * boxes. A search starts in the query's own category and kind, goes to a nearby category only
 * while its answer has room, and skips every node whose box is farther than the key still to
 * beat: a deep point's label position is its group's corner, so most other groups are ruled out
 * at their root. Its answers are the ones a scan of every point gives (a unit test holds it to that).
 */
export function rebuildAll(points: IndexPoint[]): { points: IndexPoint[]; answers: IndexAnswer[] } {
  return joinParts(points, [answerPart(points, 0, 1)]);
}

/** Some answers of a rebuild, with the reach each gives its point. */
export type AnswerPart = (IndexAnswer & { reach: number })[];

/**
 * The answers for one of `parts` equal shares of the points (the whole rebuild when parts is 1):
 * the offered points in the tree's order, each seeded with the answer of the one before (a near
 * point, so the bound is tight from the start), then the rest. Shares can be worked out in
 * separate threads (./parallel-rebuild.ts): every thread builds the same index.
 */
export function answerPart(points: IndexPoint[], part: number, parts: number): AnswerPart {
  const index = kindForest(points);
  const queries = [...index.inOrder, ...points.filter((p) => !p.offered)];
  const from = Math.floor((queries.length * part) / parts);
  const to = Math.floor((queries.length * (part + 1)) / parts);
  const out: AnswerPart = [];
  let previous: IndexPoint | undefined;
  let hint: Neighbour[] = [];
  for (const p of queries.slice(from, to)) {
    const best = index.nearest(p, previous ? [previous.productId, ...hint.map((n) => n.id)] : []);
    out.push({ productId: p.productId, testId: p.testId, neighbours: rounded(best), reach: reachOf(best) });
    previous = p;
    hint = best;
  }
  return out;
}

/** The points with their reach and the answers, in the points' order, from every part's answers. */
export function joinParts(points: IndexPoint[], parts: AnswerPart[]): { points: IndexPoint[]; answers: IndexAnswer[] } {
  const byId = new Map(parts.flat().map((a) => [a.productId, a]));
  return {
    points: points.map((p) => ({ ...p, reach: byId.get(p.productId)!.reach })),
    answers: points.map((p) => {
      const a = byId.get(p.productId)!;
      return { productId: a.productId, testId: a.testId, neighbours: a.neighbours };
    }),
  };
}

const LEAF = 32;
const KINDS = 9;

/**
 * The principal axes of some points (a D × D rotation, row by row, widest axis first), by Jacobi
 * sweeps over their covariance. A k-d tree over rotated points splits along the directions the
 * points really spread in, so its boxes hug them: on lab results, whose compounds move together,
 * that halves the boxes a search has to open.
 */
function principalAxes(v: Float64Array, from: number, to: number): Float64Array {
  const n = to - from;
  const mean = new Float64Array(D);
  for (let i = from; i < to; i++) for (let d = 0; d < D; d++) mean[d]! += v[i * D + d]! / n;
  const a = new Float64Array(D * D);
  for (let i = from; i < to; i++)
    for (let r = 0; r < D; r++) {
      const x = v[i * D + r]! - mean[r]!;
      for (let c = r; c < D; c++) a[r * D + c]! += x * (v[i * D + c]! - mean[c]!);
    }
  for (let r = 0; r < D; r++) for (let c = 0; c < r; c++) a[r * D + c] = a[c * D + r]!;
  const e = new Float64Array(D * D);
  for (let d = 0; d < D; d++) e[d * D + d] = 1;
  for (let sweep = 0; sweep < 30; sweep++) {
    let off = 0;
    for (let r = 0; r < D; r++) for (let c = r + 1; c < D; c++) off += a[r * D + c]! ** 2;
    if (off < 1e-20) break;
    for (let p = 0; p < D; p++)
      for (let q = p + 1; q < D; q++) {
        const apq = a[p * D + q]!;
        if (Math.abs(apq) < 1e-30) continue;
        const theta = (a[q * D + q]! - a[p * D + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const cos = 1 / Math.sqrt(t * t + 1);
        const sin = t * cos;
        for (let k = 0; k < D; k++) {
          const akp = a[k * D + p]!;
          const akq = a[k * D + q]!;
          a[k * D + p] = cos * akp - sin * akq;
          a[k * D + q] = sin * akp + cos * akq;
        }
        for (let k = 0; k < D; k++) {
          const apk = a[p * D + k]!;
          const aqk = a[q * D + k]!;
          a[p * D + k] = cos * apk - sin * aqk;
          a[q * D + k] = sin * apk + cos * aqk;
        }
        for (let k = 0; k < D; k++) {
          const ekp = e[k * D + p]!;
          const ekq = e[k * D + q]!;
          e[k * D + p] = cos * ekp - sin * ekq;
          e[k * D + q] = sin * ekp + cos * ekq;
        }
      }
  }
  const axes = Array.from({ length: D }, (_, d) => d).sort((x, y) => a[y * D + y]! - a[x * D + x]!);
  const rotation = new Float64Array(D * D);
  axes.forEach((axis, row) => {
    for (let k = 0; k < D; k++) rotation[row * D + k] = e[k * D + axis]!;
  });
  return rotation;
}

function rotate(rotation: Float64Array, r: number, x: ArrayLike<number>, out: Float64Array, at: number) {
  for (let row = 0; row < D; row++) {
    let s = 0;
    for (let k = 0; k < D; k++) s += rotation[r + row * D + k]! * x[k]!;
    out[at + row] = s;
  }
}

/** A group of the index: one category's points of one kind. */
const groupOf = (p: IndexPoint, kind: number) => categoryIndex(p.category) * KINDS + kind;

function kindForest(points: IndexPoint[]) {
  const offered = points.filter((p) => p.offered);
  const n = offered.length;
  // members grouped by category and kind; each group gets its own rotation and tree over its stretch
  const members = offered.map((p) => ({ p, g: groupOf(p, kindOf(p.vector)) })).sort((a, b) => a.g - b.g);
  const raw = new Float64Array(n * D);
  members.forEach((m, i) => raw.set(extendedPoint(m.p.vector), i * D));
  const GROUPS = CATEGORIES * KINDS;
  const rotations = new Float64Array(GROUPS * D * D);
  const v = new Float64Array(n * D);
  const stretches: [number, number, number][] = [];
  for (let from = 0; from < n;) {
    let to = from;
    while (to < n && members[to]!.g === members[from]!.g) to++;
    const g = members[from]!.g;
    rotations.set(principalAxes(raw, from, to), g * D * D);
    for (let i = from; i < to; i++) rotate(rotations, g * D * D, raw.subarray(i * D, i * D + D), v, i * D);
    stretches.push([g, from, to]);
    from = to;
  }
  const order = Int32Array.from({ length: n }, (_, i) => i);
  // nodes: a leaf holds positions [lo, hi); an inner node splits on dim at value, children
  // left/right; every node keeps the box of its points
  const most = Math.ceil((4 * n) / LEAF) + 4 * GROUPS + 8;
  const lo = new Int32Array(most);
  const hi = new Int32Array(most);
  const dim = new Int8Array(most).fill(-1);
  const at = new Float64Array(most);
  const left = new Int32Array(most);
  const right = new Int32Array(most);
  const boxMin = new Float64Array(most * D);
  const boxMax = new Float64Array(most * D);
  let nodes = 0;
  const build = (from: number, to: number): number => {
    const node = nodes++;
    lo[node] = from;
    hi[node] = to;
    let best = 0;
    let widest = -1;
    for (let d = 0; d < D; d++) {
      let min = Infinity;
      let max = -Infinity;
      for (let i = from; i < to; i++) {
        const x = v[order[i]! * D + d]!;
        if (x < min) min = x;
        if (x > max) max = x;
      }
      boxMin[node * D + d] = min;
      boxMax[node * D + d] = max;
      if (max - min > widest) {
        widest = max - min;
        best = d;
      }
    }
    if (to - from <= LEAF || widest <= 0) return node; // small, or all alike: a leaf
    const part = order.subarray(from, to).sort((a, b) => v[a * D + best]! - v[b * D + best]!);
    const mid = from + (part.length >> 1);
    dim[node] = best;
    at[node] = v[order[mid]! * D + best]!;
    left[node] = build(from, mid);
    right[node] = build(mid, to);
    return node;
  };
  const roots = new Int32Array(GROUPS).fill(-1);
  for (const [g, from, to] of stretches) roots[g] = build(from, to);
  // the points again in tree order, so a leaf's points lie side by side in memory; `x` keeps the
  // unrotated extended points, from which every distance is taken (the same numbers on every path)
  const w = new Float64Array(n * D);
  const x = new Float64Array(n * D);
  for (let i = 0; i < n; i++) {
    w.set(v.subarray(order[i]! * D, order[i]! * D + D), i * D);
    x.set(raw.subarray(order[i]! * D, order[i]! * D + D), i * D);
  }
  const memberAt = members.map((_, i) => members[order[i]!]!.p);
  const positionOf = new Map(memberAt.map((p, i) => [p.productId, i]));
  const categoryAt = Int8Array.from(memberAt, (p) => categoryIndex(p.category));
  // each leaf's centre and each point's distance from it: a point whose distance from the centre
  // differs from the query's by more than the bound is ruled out by the triangle inequality, with
  // one subtraction instead of a pass over its coordinates
  const centre = new Float64Array(nodes * D);
  const radius = new Float64Array(nodes);
  const fromCentre = new Float64Array(n);
  for (let node = 0; node < nodes; node++) {
    if (dim[node] !== -1) continue;
    const c = node * D;
    for (let i = lo[node]!; i < hi[node]!; i++)
      for (let d = 0; d < D; d++) centre[c + d]! += w[i * D + d]! / (hi[node]! - lo[node]!);
    for (let i = lo[node]!; i < hi[node]!; i++) {
      let s = 0;
      for (let d = 0; d < D; d++) s += (w[i * D + d]! - centre[c + d]!) ** 2;
      fromCentre[i] = Math.sqrt(s);
      if (fromCentre[i]! > radius[node]!) radius[node] = fromCentre[i]!;
    }
  }
  // positions already offered to the current query (its seeds), so the search skips them
  const seen = new Uint8Array(n);

  const q = new Float64Array(D);
  const stack = new Int32Array(256);
  /**
   * Offers `best` every point of one group's tree that may beat it: a node whose box, or a leaf
   * whose ball, lies farther than the bound is skipped; in a leaf, a point whose distance from the
   * leaf's centre differs from the query's by more than the bound is ruled out by the triangle
   * inequality, the rest by a partial sum that stops as soon as it passes the bound. One loop over
   * an explicit stack, every array a local: it runs about 100 million times in a rebuild at 100k.
   */
  const searchTree = (p: IndexPoint, px: Float64Array, root: number, rank: number, best: Neighbour[]) => {
    const qv = q;
    const ww = w;
    const xx = x;
    const bMin = boxMin;
    const bMax = boxMax;
    const cs = centre;
    const fc = fromCentre;
    const marks = seen;
    // what a candidate's Euclidean² must not pass, and its root; a little wider than exact so
    // rounding never rules out a tie
    let limit = limitOf(roomFor(bound(best), rank));
    let r = Math.sqrt(Math.max(0, limit)) * (1 + 1e-9) + 1e-9;
    let top = 0;
    stack[top++] = root;
    while (top > 0) {
      const node = stack[--top]!;
      const base = node * D;
      let s = 0;
      for (let d = 0; d < D && s <= limit; d++) {
        const x = qv[d]!;
        const min = bMin[base + d]!;
        const max = bMax[base + d]!;
        const e = x < min ? min - x : x > max ? x - max : 0;
        s += e * e;
      }
      if (s > limit) continue;
      const split = dim[node]!;
      if (split !== -1) {
        // the nearer child last, so it is searched first
        if (qv[split]! < at[node]!) {
          stack[top++] = right[node]!;
          stack[top++] = left[node]!;
        } else {
          stack[top++] = left[node]!;
          stack[top++] = right[node]!;
        }
        continue;
      }
      let c = 0;
      for (let d = 0; d < D; d++) {
        const e = qv[d]! - cs[base + d]!;
        c += e * e;
      }
      c = Math.sqrt(c);
      if (c - radius[node]! > r) continue;
      for (let i = lo[node]!, end = hi[node]!; i < end; i++) {
        const off = c - fc[i]!;
        if (off > r || -off > r) continue;
        const base = i * D;
        let s = 0;
        for (let d = 0; d < D && s <= limit; d++) {
          const e = qv[d]! - ww[base + d]!;
          s += e * e;
        }
        if (s > limit || marks[i] === 1) continue;
        const o = memberAt[i]!;
        if (same(o, p)) continue;
        const distance = extendedDistance(px, xx.subarray(base, base + D));
        if (distance > MAX) continue;
        offer(best, { id: o.productId, distance, rank });
        limit = limitOf(roomFor(bound(best), rank));
        r = Math.sqrt(Math.max(0, limit)) * (1 + 1e-9) + 1e-9;
      }
    }
  };

  // for a query of each group: the groups to search, its own category's first (its own kind
  // leading), then each nearby category's in turn
  const searchOrder = Array.from({ length: GROUPS }, (_, gq) => {
    const cq = Math.floor(gq / KINDS);
    const kq = gq % KINDS;
    return NEARBY_CATEGORIES[PRODUCT_CATEGORIES[cq]!].flatMap((category, rank) => {
      const c = categoryIndex(category);
      return [kq, ...Array.from({ length: KINDS }, (_, k) => k).filter((k) => k !== kq)]
        .map((k) => ({ g: c * KINDS + k, rank }))
        .filter((t) => roots[t.g] !== -1);
    });
  });
  /** p's answer; `seeds` (product ids of points likely near p) are offered first to tighten the bound. */
  const nearest = (p: IndexPoint, seeds: readonly string[]): Neighbour[] => {
    const best: Neighbour[] = [];
    const px = Float64Array.from(extendedPoint(p.vector));
    const cq = categoryIndex(p.category);
    const marked: number[] = [];
    for (const id of seeds) {
      const i = positionOf.get(id);
      if (i === undefined || seen[i] === 1) continue;
      seen[i] = 1;
      marked.push(i);
      const o = memberAt[i]!;
      if (same(o, p)) continue;
      const distance = extendedDistance(px, x.subarray(i * D, i * D + D));
      if (distance <= MAX) offer(best, { id: o.productId, distance, rank: RANK[cq * CATEGORIES + categoryAt[i]!]! });
    }
    for (const { g, rank } of searchOrder[groupOf(p, kindOf(p.vector))]!) {
      if (roomFor(bound(best), rank) < 0) break;
      rotate(rotations, g * D * D, px, q, 0);
      searchTree(p, px, roots[g]!, rank, best);
    }
    for (const i of marked) seen[i] = 0;
    return best;
  };
  return { nearest, inOrder: memberAt };
}

/**
 * One product changed (its result, its availability, its name, its category) or went away (next
 * undefined). Updates `points` in place and answers the points whose answers were recomputed,
 * with their new reach (the changed product's own included, unless it went away). The affected
 * answers are recomputed together in one pass over the points, each point ruled out for most of
 * them within a few coordinates.
 */
export function refreshOne(points: Map<string, IndexPoint>, productId: string, next: IndexPoint | undefined) {
  const old = points.get(productId);
  if (next) points.set(productId, next);
  else points.delete(productId);
  const all = [...points.values()];
  const n = all.length;
  // the extended points, their label positions worked out only for points whose profile alone
  // does not already rule them out (most, at 100k: the profile is copied, the labels cost more)
  const ext = new Float64Array(n * D);
  all.forEach((p, i) => ext.set(p.vector, i * D));
  const labelled = new Uint8Array(n);
  const label = (i: number) => {
    if (labelled[i] === 1) return;
    const l = labelPosition(all[i]!.vector);
    for (let k = 0; k < LABELS; k++) ext[i * D + V + k] = 2 * l[k]!;
    labelled[i] = 1;
  };
  const cats = Int8Array.from(all, (p) => categoryIndex(p.category));
  // the points whose answers it may have been in, or may now enter: a partial sum rules most out
  // within a few coordinates, the exact distance decides the rest
  const touches = (i: number, p: IndexPoint | undefined, pe: Float64Array | undefined) => {
    if (p?.offered !== true || !pe) return false;
    const rank = RANK[cats[i]! * CATEGORIES + categoryIndex(p.category)]!;
    const room = roomFor(all[i]!.reach, rank);
    const limit = limitOf(room);
    if (limit < 0) return false;
    let s = 0;
    for (let d = 0; d < V && s <= limit; d++) {
      const e = ext[i * D + d]! - pe[d]!;
      s += e * e;
    }
    if (s > limit) return false;
    label(i);
    // the reach is a key (rank + distance), which rounds: a little wider than exact never misses one
    return extendedDistance(ext.subarray(i * D, i * D + D), pe) <= room * (1 + 1e-9) + 1e-12;
  };
  const oldExt = old ? Float64Array.from(extendedPoint(old.vector)) : undefined;
  const nextExt = next ? Float64Array.from(extendedPoint(next.vector)) : undefined;
  const affected: number[] = [];
  for (let i = 0; i < n; i++) {
    if (all[i]!.productId === productId || touches(i, old, oldExt) || touches(i, next, nextExt)) affected.push(i);
  }
  // their answers afresh, all in one pass over the points
  const A = affected.length;
  for (const i of affected) label(i);
  const bests = affected.map((): Neighbour[] => []);
  const limits = new Float64Array(CATEGORIES * A);
  const setLimits = (a: number) => {
    const b = bound(bests[a]!);
    const cq = cats[affected[a]!]!;
    for (let c = 0; c < CATEGORIES; c++) limits[a * CATEGORIES + c] = limitOf(roomFor(b, RANK[cq * CATEGORIES + c]!));
  };
  for (let a = 0; a < A; a++) setLimits(a);
  for (let j = 0; j < n; j++) {
    const o = all[j]!;
    if (!o.offered) continue;
    const co = cats[j]!;
    const ob = j * D;
    for (let a = 0; a < A; a++) {
      const limit = limits[a * CATEGORIES + co]!;
      if (limit < 0) continue;
      const i = affected[a]!;
      const qb = i * D;
      let s = 0;
      for (let d = 0; d < V && s <= limit; d++) {
        const e = ext[qb + d]! - ext[ob + d]!;
        s += e * e;
      }
      if (s > limit) continue;
      label(j);
      for (let d = V; d < D && s <= limit; d++) {
        const e = ext[qb + d]! - ext[ob + d]!;
        s += e * e;
      }
      if (s > limit) continue;
      const q = all[i]!;
      if (same(o, q)) continue;
      const distance = extendedDistance(ext.subarray(qb, qb + D), ext.subarray(ob, ob + D));
      if (distance > MAX) continue;
      offer(bests[a]!, { id: o.productId, distance, rank: RANK[cats[i]! * CATEGORIES + co]! });
      setLimits(a);
    }
  }
  const changed: IndexPoint[] = [];
  const answers: IndexAnswer[] = [];
  affected.forEach((i, a) => {
    const q = all[i]!;
    const best = bests[a]!;
    const updated = { ...q, reach: reachOf(best) };
    points.set(q.productId, updated);
    changed.push(updated);
    answers.push({ productId: q.productId, testId: q.testId, neighbours: rounded(best) });
  });
  return { changed, answers };
}
