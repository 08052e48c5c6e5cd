import { stampFigures } from '#shared/cannastamp/render';
import type { Lot, Product } from '#shared/schemas/catalog';
import type { SimilarEntry } from '#shared/schemas/similar';
import type { TestResult } from '#shared/schemas/test-result';
import { distance, MAX_DISTANCE, NEIGHBOURS, nearest, profileVector } from '#shared/similarity';
import type { Point } from './db/similar.ts';

// Keeping the similar-products answers fresh, as pure functions over the set of points: the
// stream worker and the seed both use them, so a rebuild and a sequence of updates agree.

/** A product's point from its current lot's result; undefined when the result has no profile. */
export function pointFor(product: Product, lot: Lot, test: TestResult): Point | undefined {
  const f = stampFigures(test);
  const vector = profileVector(f);
  if (!vector || !product.brand) return undefined;
  return {
    productId: product._id,
    testId: test._id,
    offered: product.available && product.active !== false,
    vector,
    card: {
      targetTest: {
        _id: test._id, strain: test.strain,
        thcTotal: f.thc, cbdTotal: f.cbd, cbg: f.cbg, cbn: f.cbn, cbc: f.cbc, thcV: f.thcv,
        myrcene: f.myrcene, alphaPinene: f.alphaPinene, betaPinene: f.betaPinene, caryophyllene: f.caryophyllene,
        humulene: f.humulene, limonene: f.limonene, linalool: f.linalool, ocimene: f.ocimene, terpinolene: f.terpinolene,
      },
      lot: {
        product: { _id: product._id, name: product.name, cleanUrl: product.cleanUrl, brand: { _id: product.brand._id, name: product.brand.name } },
        producer: typeof lot.producer === 'string' ? lot.producer : lot.producer._id,
      },
    },
    neighbours: [],
  };
}

function answer(p: Point, offered: Point[], byId: Map<string, Point>) {
  const found = nearest(p.vector, offered.filter((o) => o.productId !== p.productId).map((o) => ({ id: o.productId, vector: o.vector })));
  const entries: SimilarEntry[] = found.map((n) => ({ distance: n.distance, ...byId.get(n.id)!.card }));
  return { point: { ...p, neighbours: found.map((n) => n.id) }, answer: { testId: p.testId, entries } };
}

/** Every answer from scratch (the seed, and a full rebuild). */
export function rebuildAll(points: Point[]) {
  const byId = new Map(points.map((p) => [p.productId, p]));
  const offered = points.filter((p) => p.offered);
  const out = points.map((p) => answer(p, offered, byId));
  return { points: out.map((o) => o.point), answers: out.map((o) => o.answer) };
}

/**
 * One product changed (its result, its availability, its name), or went away (next undefined).
 * Recomputes its own answer and every answer it enters, leaves or changes; the rest stay.
 */
export function refreshOne(points: Point[], productId: string, next: Point | undefined) {
  const byId = new Map(points.map((p) => [p.productId, p]));
  if (next) byId.set(productId, next);
  else byId.delete(productId);
  const all = [...byId.values()];
  const offered = all.filter((p) => p.offered);
  const affected = all.filter((p) => {
    if (p.productId === productId) return true;
    if (p.neighbours.includes(productId)) return true;
    if (!next?.offered) return false;
    const d = distance(p.vector, next.vector);
    if (d > MAX_DISTANCE) return false;
    if (p.neighbours.length < NEIGHBOURS) return true;
    const last = byId.get(p.neighbours.at(-1)!);
    return !last || d < distance(p.vector, last.vector);
  });
  const out = affected.map((p) => answer(p, offered, byId));
  for (const o of out) byId.set(o.point.productId, o.point);
  return { points: out.map((o) => o.point), answers: out.map((o) => o.answer), all: [...byId.values()] };
}
