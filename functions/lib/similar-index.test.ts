import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StampFigures } from '#shared/cannastamp/palette';
import { profileVector } from '#shared/similarity';
import type { Point } from './db/similar.ts';
import { rebuildAll, refreshOne } from './similar-index.ts';

// Incremental refresh must end where a full rebuild would: whatever sequence of changes arrives.

const set = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'similarity-set.json'), 'utf8')) as { figures: StampFigures }[]).slice(0, 120);
const id = (i: number) => (0x5c43ba00000000000000 + i).toString(16).padStart(24, '0').slice(-24);
const point = (i: number, vectorOf: number, offered: boolean): Point => ({
  productId: id(i),
  testId: id(1000 + i),
  offered,
  vector: profileVector(set[vectorOf]!.figures)!,
  card: { targetTest: { _id: id(1000 + i) } as never, lot: { product: { _id: id(i) } as never, producer: id(9999) } },
  neighbours: [],
});

const answersOf = (points: Point[]) => Object.fromEntries(rebuildAll(points).answers.map((a) => [a.testId, a.entries.map((e) => e.lot.product._id)]));

describe('similar-products index', () => {
  it('ends, after any sequence of changes, exactly where a full rebuild does', () => {
    const change = fc.record({ product: fc.integer({ min: 0, max: 59 }), vectorOf: fc.integer({ min: 0, max: 119 }), offered: fc.boolean(), remove: fc.boolean() });
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 25 }), (changes) => {
        let points = rebuildAll(Array.from({ length: 60 }, (_, i) => point(i, i * 2, i % 5 !== 0))).points;
        for (const c of changes) {
          const next = c.remove ? undefined : point(c.product, c.vectorOf, c.offered);
          const r = refreshOne(points, id(c.product), next);
          points = r.all;
        }
        const incremental = Object.fromEntries(points.map((p) => [p.testId, p.neighbours]));
        expect(incremental).toEqual(answersOf(points));
      }),
      { numRuns: 150 },
    );
  });

  it('never offers a product as similar to itself, nor one that is not offered', () => {
    const points = rebuildAll(Array.from({ length: 40 }, (_, i) => point(i, i % 10, i % 3 !== 0))).points;
    for (const p of points) {
      expect(p.neighbours).not.toContain(p.productId);
      for (const n of p.neighbours) expect(points.find((x) => x.productId === n)!.offered).toBe(true);
    }
  });
});
