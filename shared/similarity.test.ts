import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StampFigures } from './cannastamp/palette.ts';
import { distance, MAX_DISTANCE, nearest, profileVector } from './similarity.ts';

interface Labelled {
  id: string;
  category: string;
  figures: StampFigures;
  chemotype: string;
  terpeneClass: string;
}
const set = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'similarity-set.json'), 'utf8'),
) as Labelled[];

describe('similar products by chemical profile', () => {
  it('puts ≥ 90 % of top-5 neighbours in the query’s chemotype and terpene class (labelled set)', () => {
    const points = set.map((r) => ({ ...r, vector: profileVector(r.figures)! }));
    let same = 0;
    let total = 0;
    let answered = 0;
    for (const q of points) {
      const found = nearest(
        q.vector,
        points.filter((p) => p.id !== q.id),
        5,
      );
      if (found.length) answered++;
      for (const f of found) {
        const p = points.find((x) => x.id === f.id)!;
        total++;
        if (p.chemotype === q.chemotype && p.terpeneClass === q.terpeneClass) same++;
      }
    }
    expect(set.length).toBeGreaterThanOrEqual(400);
    expect(answered / points.length).toBeGreaterThan(0.95);
    expect(same / total).toBeGreaterThanOrEqual(0.9);
  });

  it('is a distance: zero to itself, symmetric, at most 1', () => {
    const [a, b] = set.map((r) => profileVector(r.figures)!);
    expect(distance(a!, a!)).toBe(0);
    expect(distance(a!, b!)).toBeCloseTo(distance(b!, a!), 10);
    expect(distance(a!, b!)).toBeLessThanOrEqual(1);
  });

  it('compares profiles, not potency: an edible matches a flower of the same mix', () => {
    const flower = set.find((r) => r.category === 'Flower')!.figures;
    const edible = Object.fromEntries(Object.entries(flower).map(([k, v]) => [k, v * 0.02])) as unknown as StampFigures;
    expect(distance(profileVector(flower)!, profileVector(edible)!)).toBeLessThan(0.01);
  });

  it('answers nothing when nothing is close enough, and no point without a profile', () => {
    const thc = profileVector({ ...set[0]!.figures, thc: 20, cbd: 0 })!;
    const cbd = profileVector({
      ...set[0]!.figures,
      thc: 0,
      cbd: 20,
      myrcene: 0,
      alphaPinene: 0,
      betaPinene: 0,
      caryophyllene: 0,
      limonene: 0,
      terpinolene: 1,
    })!;
    expect(distance(thc, cbd)).toBeGreaterThan(MAX_DISTANCE);
    expect(nearest(thc, [{ id: 'x', vector: cbd }])).toEqual([]);
    expect(
      profileVector({
        ...set[0]!.figures,
        myrcene: 0,
        alphaPinene: 0,
        betaPinene: 0,
        caryophyllene: 0,
        humulene: 0,
        limonene: 0,
        linalool: 0,
        ocimene: 0,
        terpinolene: 0,
      }),
    ).toBeUndefined();
  });
});
