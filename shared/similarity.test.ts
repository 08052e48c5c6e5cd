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

  it('adds a step between chemotypes: a 3:1 and an 8:1 product with one terpene mix are not neighbours for free', () => {
    const terpenes = { ...set[0]!.figures, cbg: 0, cbn: 0, cbc: 0, thcv: 0 };
    const balanced = profileVector({ ...terpenes, thc: 6, cbd: 2 })!; // 3:1, balanced
    const thc = profileVector({ ...terpenes, thc: 16, cbd: 2 })!; // 8:1, THC-dominant
    const alike = profileVector({ ...terpenes, thc: 4, cbd: 2 })!; // 2:1, balanced
    expect(distance(balanced, thc)).toBeGreaterThanOrEqual(CHEMOTYPE_STEP);
    expect(distance(balanced, alike)).toBeLessThan(CHEMOTYPE_STEP);
  });

  it('fades the step near a boundary: lots at 4.6:1 and 5.4:1 are close, and the step grows smoothly', () => {
    const terpenes = { ...set[0]!.figures, cbg: 0, cbn: 0, cbc: 0, thcv: 0 };
    const at = (ratio: number) => profileVector({ ...terpenes, thc: 2 * ratio, cbd: 2 })!;
    expect(kindOf(at(4.6))).not.toBe(kindOf(at(5.4)));
    expect(distance(at(4.6), at(5.4))).toBeLessThan(CHEMOTYPE_STEP / 2);
    // no jump anywhere across the margin: a small change in the ratio moves the point a little
    for (let r = 3; r < 8; r += 0.05) expect(distance(at(r), at(r + 0.05))).toBeLessThan(0.03);
    expect(distance(at(3), at(8))).toBeGreaterThanOrEqual(CHEMOTYPE_STEP);
  });

  it("fades the terpene-class step when two classes' leading terpenes are nearly equal", () => {
    const base = {
      ...set[0]!.figures,
      alphaPinene: 0,
      betaPinene: 0,
      humulene: 0.1,
      linalool: 0.05,
      ocimene: 0,
      terpinolene: 0,
    };
    const mix = (myrcene: number, caryophyllene: number) =>
      profileVector({ ...base, myrcene, caryophyllene, limonene: 0.1 })!;
    // 0.50 against 0.48: either side of the class boundary, almost the same mix
    expect(kindOf(mix(0.5, 0.48)) % 3).not.toBe(kindOf(mix(0.48, 0.5)) % 3);
    expect(distance(mix(0.5, 0.48), mix(0.48, 0.5))).toBeLessThan(TERPENE_CLASS_STEP / 2);
    // far from the boundary the full step applies
    expect(distance(mix(0.9, 0.2), mix(0.2, 0.9))).toBeGreaterThan(TERPENE_CLASS_STEP);
  });

  it('keeps to the category, falling back to the nearest categories in order', () => {
    const v = profileVector(set[0]!.figures)!;
    const w = profileVector(set[1]!.figures)!;
    const got = nearest(v, 'Edible', [
      { id: 'flower', vector: v, category: 'Flower' },
      { id: 'concentrate', vector: v, category: 'Extract/Concentrate' },
      { id: 'edible', vector: w, category: 'Edible' },
    ]);
    const within = distance(v, w) <= MAX_DISTANCE;
    expect(got.map((n) => n.id)).toEqual([...(within ? ['edible'] : []), 'concentrate', 'flower']);
    expect(got.map((n) => n.rank)).toEqual([...(within ? [0] : []), 1, 2]);
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
    expect(nearest(thc, 'Flower', [{ id: 'x', vector: cbd, category: 'Flower' }])).toEqual([]);
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
