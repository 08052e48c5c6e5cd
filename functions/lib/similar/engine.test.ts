import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import { MAX_DISTANCE, nearest, profileVector } from '#shared/similarity';
import { decodePack, encodePack } from '#lib/similar/store';
import { labResults } from '#test/fixtures/profiles';
import { quantize, rebuildAll, refreshOne, type IndexPoint } from './engine.ts';

// Incremental refresh must end where a full rebuild would, whatever sequence of changes arrives;
// and the rebuild's pruned search must find what looking at every point finds.

// 450 results spread as real labs' are (test/fixtures/profiles.ts), every one with a profile
const set = labResults(520, 7)
  .filter((r) => profileVector(r.figures))
  .slice(0, 450);
const id = (i: number) => `5c43ba${i.toString(16).padStart(18, '0')}`;
const point = (i: number, vectorOf: number, offered: boolean): IndexPoint => ({
  productId: id(i),
  testId: id(100_000 + (i % 55)), // a few products share a result, as a product listed twice does
  offered,
  // a few products of every category, so answers keep to their own and fall back to others
  category: PRODUCT_CATEGORIES[i % 7 === 3 ? 1 : i % 11 === 5 ? 2 : i % 13 === 6 ? 3 : 0]!,
  vector: profileVector(set[vectorOf % set.length]!.figures)!.map(quantize),
  reach: MAX_DISTANCE,
});

const answersOf = (points: IndexPoint[]) =>
  Object.fromEntries(rebuildAll(points).answers.map((a) => [a.productId, a.neighbours]));

describe('similar-products index', () => {
  it('finds, with its pruned search, exactly what looking at every offered point finds', () => {
    const points = set.map((_, i) => point(i, i, i % 7 !== 0));
    const { answers } = rebuildAll(points);
    for (const [i, p] of points.entries()) {
      const all = nearest(
        p.vector,
        p.category,
        points
          .filter((o) => o.offered && o.productId !== p.productId && o.testId !== p.testId)
          .map((o) => ({ id: o.productId, vector: o.vector, category: o.category })),
      );
      expect(answers[i]!.neighbours, p.productId).toEqual(all);
    }
  });

  it('ends, after any sequence of changes, exactly where a full rebuild does', () => {
    const change = fc.record({
      product: fc.integer({ min: 0, max: 59 }),
      vectorOf: fc.integer({ min: 0, max: 119 }),
      offered: fc.boolean(),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 25 }), (changes) => {
        const start = rebuildAll(Array.from({ length: 60 }, (_, i) => point(i, i * 2, i % 5 !== 0)));
        const points = new Map(start.points.map((p) => [p.productId, p]));
        const answers = Object.fromEntries(start.answers.map((a) => [a.productId, a.neighbours]));
        for (const c of changes) {
          const next = c.remove ? undefined : point(c.product, c.vectorOf, c.offered);
          const r = refreshOne(points, id(c.product), next);
          if (!next) delete answers[id(c.product)];
          for (const a of r.answers) answers[a.productId] = a.neighbours;
        }
        const rebuilt = rebuildAll([...points.values()]);
        expect(answers).toEqual(answersOf([...points.values()]));
        // the reach each point carries is the one a rebuild gives it
        expect(Object.fromEntries([...points.values()].map((p) => [p.productId, p.reach]))).toEqual(
          Object.fromEntries(rebuilt.points.map((p) => [p.productId, p.reach])),
        );
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('recomputes only the answers a change can touch', () => {
    const points = new Map(rebuildAll(set.map((_, i) => point(i, i, true))).points.map((p) => [p.productId, p]));
    const r = refreshOne(points, id(3), point(3, 200, true));
    expect(r.answers.length).toBeGreaterThan(0);
    expect(r.answers.length).toBeLessThan(40); // of 450
  });

  it('never offers a product as similar to itself, nor one that is not offered', () => {
    const points = Array.from({ length: 40 }, (_, i) => point(i, i % 10, i % 3 !== 0));
    const offered = new Set(points.filter((p) => p.offered).map((p) => p.productId));
    for (const a of rebuildAll(points).answers) {
      expect(a.neighbours.map((n) => n.id)).not.toContain(a.productId);
      for (const n of a.neighbours) expect(offered.has(n.id)).toBe(true);
    }
  });

  it('packs points into 63-byte records and back without changing them', () => {
    const points = rebuildAll(set.slice(0, 50).map((_, i) => point(i, i, i % 2 === 0))).points;
    const bytes = encodePack(points);
    expect(bytes.length).toBe(points.length * 63);
    expect(decodePack(bytes)).toEqual(points.map((p) => ({ ...p, vector: [...p.vector] })));
  });
});
