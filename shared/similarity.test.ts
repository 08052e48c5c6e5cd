import { describe, expect, it } from 'vitest';
import { labResults } from '#test/fixtures/profiles';
import type { StampFigures } from './cannastamp/palette.ts';
import {
  CHEMOTYPE_STEP,
  TERPENE_CLASS_STEP,
  chemotype,
  distance,
  kindOf,
  MAX_DISTANCE,
  nearest,
  profileVector,
  terpeneClass,
} from './similarity.ts';

// The quality bar (top-5 agreement on realistic results) is held in functions/lib/similar/quality.test.ts.
const set = labResults(600, 11).filter((r) => profileVector(r.figures));

describe('similar products by chemical profile', () => {
  it('is a distance: zero to itself, symmetric, at most 1 plus the steps', () => {
    const [a, b] = set.map((r) => profileVector(r.figures)!);
    expect(distance(a!, a!)).toBe(0);
    expect(distance(a!, b!)).toBeCloseTo(distance(b!, a!), 10);
    expect(distance(a!, b!)).toBeLessThanOrEqual(Math.sqrt(1 + CHEMOTYPE_STEP ** 2 + TERPENE_CLASS_STEP ** 2));
  });

  it('compares profiles, not potency: an edible matches a flower of the same mix', () => {
    const flower = set.find((r) => r.category === 'Flower')!.figures;
    const edible = Object.fromEntries(Object.entries(flower).map(([k, v]) => [k, v * 0.02])) as unknown as StampFigures;
    expect(distance(profileVector(flower)!, profileVector(edible)!)).toBeLessThan(0.01);
  });

  it('reads the labels from the point as the rules read them from the figures', () => {
    for (const r of set) {
      const k = kindOf(profileVector(r.figures)!);
      expect(['THC-dominant', 'balanced', 'CBD-dominant'][Math.floor(k / 3)], r.id).toBe(chemotype(r.figures));
      expect(['caryophyllene/limonene', 'myrcene/pinene', 'terpinolene'][k % 3], r.id).toBe(terpeneClass(r.figures));
    }
  });

  it('adds a step between chemotypes: a 4:1 and a 6:1 product with one terpene mix are not neighbours for free', () => {
    const terpenes = { ...set[0]!.figures, cbg: 0, cbn: 0, cbc: 0, thcv: 0 };
    const balanced = profileVector({ ...terpenes, thc: 8, cbd: 2 })!; // 4:1, balanced
    const thc = profileVector({ ...terpenes, thc: 12, cbd: 2 })!; // 6:1, THC-dominant
    const alike = profileVector({ ...terpenes, thc: 6, cbd: 2 })!; // 3:1, balanced
    expect(distance(balanced, thc)).toBeGreaterThanOrEqual(CHEMOTYPE_STEP);
    expect(distance(balanced, alike)).toBeLessThan(CHEMOTYPE_STEP);
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
