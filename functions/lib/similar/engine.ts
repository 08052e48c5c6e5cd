import { stampFigures } from '#shared/cannastamp/render';
import { stampSummary } from '#shared/cannastamp/summary';
import type { Lot, Product } from '#shared/schemas/catalog';
import type { SimilarEntry } from '#shared/schemas/similar';
import type { TestResult } from '#shared/schemas/test-result';
import { distance, MAX_DISTANCE, NEIGHBOURS, profileVector, VECTOR_LENGTH } from '#shared/similarity';

// Keeping the similar-products answers fresh, as pure functions over the set of points: the
// stream worker, the seed and the bench all use them, so a rebuild and a sequence of updates agree.
//
// Each point carries `reach`, the distance of the farthest neighbour in its answer (MAX_DISTANCE
// while it has fewer than NEIGHBOURS). A change to product P can only touch the answers of points
// whose reach covers P's old or new position, so a refresh reads every vector once and recomputes
// a handful of answers, whatever the number of products.

/** A product in the index: its current result's profile and whether it may be offered. */
export interface IndexPoint {
  productId: string;
  testId: string;
  /** Available and not deleted: only these are offered as similar. */
  offered: boolean;
  vector: readonly number[];
  /** The distance its answer reaches (see above). */
  reach: number;
}

export interface Neighbour {
  id: string;
  distance: number;
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
          brand: { _id: product.brand._id, name: product.brand.name },
        },
        producer: typeof lot.producer === 'string' ? lot.producer : lot.producer._id,
      },
    },
  };
}

/** The order of an answer: nearer first, ties by id, so every path gives the same list. */
const before = (a: Neighbour, b: Neighbour) => a.distance < b.distance || (a.distance === b.distance && a.id < b.id);

/** Keeps the best NEIGHBOURS within MAX_DISTANCE, sorted; answers the bound a newcomer must beat. */
function offer(best: Neighbour[], n: Neighbour): void {
  if (n.distance > MAX_DISTANCE) return;
  if (best.length === NEIGHBOURS && !before(n, best[NEIGHBOURS - 1]!)) return;
  let i = best.length;
  best.push(n);
  while (i > 0 && before(n, best[i - 1]!)) {
    best[i] = best[i - 1]!;
    i--;
  }
  best[i] = n;
  if (best.length > NEIGHBOURS) best.pop();
}

const bound = (best: Neighbour[]) => (best.length === NEIGHBOURS ? best[NEIGHBOURS - 1]!.distance : MAX_DISTANCE);
const reachOf = bound;
const rounded = (ns: Neighbour[]) => ns.map((n) => ({ id: n.id, distance: Math.round(n.distance * 1e4) / 1e4 }));

/**
 * Never the product itself, nor another product on the same lab result (a product listed twice):
 * an answer is keyed by its result, so products sharing one share the answer too.
 */
const same = (a: IndexPoint, b: IndexPoint) => a.productId === b.productId || a.testId === b.testId;

/** One point's answer by looking at every offered point (what a refresh does for a few points). */
function answerByScan(p: IndexPoint, points: Iterable<IndexPoint>): Neighbour[] {
  const best: Neighbour[] = [];
  for (const o of points)
    if (o.offered && !same(o, p)) offer(best, { id: o.productId, distance: distance(p.vector, o.vector) });
  return best;
}

/**
 * Every answer from scratch (the seed, a rebuild, the bench's 100k): a k-d tree over the offered
 * points, split where the points spread most, so a search looks at a few hundred points instead
 * of all n. Its answers are the ones a scan of every point gives (a unit test holds it to that).
 */
export function rebuildAll(points: IndexPoint[]): { points: IndexPoint[]; answers: IndexAnswer[] } {
  const tree = kdTree(points);
  const out: IndexPoint[] = [];
  const answers: IndexAnswer[] = [];
  for (const p of points) {
    const best = tree.nearest(p);
    out.push({ ...p, reach: reachOf(best) });
    answers.push({ productId: p.productId, testId: p.testId, neighbours: rounded(best) });
  }
  return { points: out, answers };
}

const LEAF = 12;

function kdTree(points: IndexPoint[]) {
  const D = VECTOR_LENGTH;
  const members = points.filter((p) => p.offered);
  const n = members.length;
  const v = new Float64Array(n * D);
  members.forEach((p, i) => v.set(p.vector, i * D));
  const order = Int32Array.from({ length: n }, (_, i) => i);
  // nodes: a leaf holds order[lo, hi); an inner node splits on dim at value, children at left/right
  const lo: number[] = [];
  const hi: number[] = [];
  const dim: number[] = [];
  const at: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const build = (from: number, to: number): number => {
    const node = lo.length;
    lo.push(from);
    hi.push(to);
    dim.push(-1);
    at.push(0);
    left.push(-1);
    right.push(-1);
    if (to - from <= LEAF) return node;
    let best = 0;
    let spread = -1;
    for (let d = 0; d < D; d++) {
      let min = Infinity;
      let max = -Infinity;
      for (let i = from; i < to; i++) {
        const x = v[order[i]! * D + d]!;
        if (x < min) min = x;
        if (x > max) max = x;
      }
      if (max - min > spread) {
        spread = max - min;
        best = d;
      }
    }
    if (spread <= 0) return node; // all alike: a leaf, however large
    const part = order.subarray(from, to).sort((a, b) => v[a * D + best]! - v[b * D + best]!);
    const mid = from + (part.length >> 1);
    dim[node] = best;
    at[node] = v[order[mid]! * D + best]!;
    left[node] = build(from, mid);
    right[node] = build(mid, to);
    return node;
  };
  if (n > 0) build(0, n);

  /** distance() is half the Euclidean distance; a plane farther than twice the bound is ruled out. */
  const nearest = (p: IndexPoint): Neighbour[] => {
    const best: Neighbour[] = [];
    if (n === 0) return best;
    const q = p.vector;
    const visit = (node: number) => {
      if (dim[node] === -1) {
        for (let i = lo[node]!; i < hi[node]!; i++) {
          const m = members[order[i]!]!;
          if (!same(m, p)) offer(best, { id: m.productId, distance: distance(q, m.vector) });
        }
        return;
      }
      const diff = q[dim[node]!]! - at[node]!;
      const [near, far] = diff < 0 ? [left[node]!, right[node]!] : [right[node]!, left[node]!];
      visit(near);
      // a little slack, so a tie at the bound (same distance, smaller id) is still looked at
      const b = bound(best);
      if (diff * diff <= 4 * b * b * (1 + 1e-9) + 1e-12) visit(far);
    };
    visit(0);
    return best;
  };
  return { nearest };
}

/**
 * One product changed (its result, its availability, its name) or went away (next undefined).
 * Updates `points` in place and answers the points whose answers were recomputed, with their new
 * reach (the changed product's own included, unless it went away).
 */
export function refreshOne(points: Map<string, IndexPoint>, productId: string, next: IndexPoint | undefined) {
  const old = points.get(productId);
  if (next) points.set(productId, next);
  else points.delete(productId);
  const affected: IndexPoint[] = next ? [next] : [];
  for (const q of points.values()) {
    if (q.productId === productId) continue;
    // it may have been in q's answer, or may now enter it
    const was = old?.offered === true && distance(q.vector, old.vector) <= q.reach;
    const is = next?.offered === true && distance(q.vector, next.vector) <= q.reach;
    if (was || is) affected.push(q);
  }
  const changed: IndexPoint[] = [];
  const answers: IndexAnswer[] = [];
  for (const q of affected) {
    const best = answerByScan(q, points.values());
    const updated = { ...q, reach: reachOf(best) };
    points.set(q.productId, updated);
    changed.push(updated);
    answers.push({ productId: q.productId, testId: q.testId, neighbours: rounded(best) });
  }
  return { changed, answers };
}
