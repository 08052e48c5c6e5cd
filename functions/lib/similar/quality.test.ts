import { describe, expect, it } from 'vitest';
import { TERPENE_KEYS } from '#shared/similarity';
import { labResults, type LabResult } from '#test/fixtures/profiles';
import { similarMeasures } from '#test/fixtures/similar-measures';

// The similar-products quality bar, on lab results spread as real ones are (the generator is
// checked first against what published results show: docs/cannastamp.md). The label figure (of
// each result's first five neighbours, the share in its chemotype and terpene class) counts the
// labels the distance's steps add, so it is held beside measures that do not depend on them:
// repeat lots of one product finding each other, across a label boundary too, and products of the
// same strain (test/fixtures/similar-measures.ts). Each floor sits a little under the figure
// measured (docs/cannastamp.md), so a change that makes any of them worse fails here. Answers come
// from the index, which a test in engine.test.ts holds to the same answers as a scan of every point.

describe('the realistic generator', () => {
  const set = labResults(20_000);
  const share = (f: (r: LabResult) => boolean) => set.filter(f).length / set.length;

  it('has about 3 % balanced results, most of the rest THC-dominant', () => {
    expect(share((r) => r.chemotype === 'balanced')).toBeGreaterThan(0.02);
    expect(share((r) => r.chemotype === 'balanced')).toBeLessThan(0.045);
    expect(share((r) => r.chemotype === 'THC-dominant')).toBeGreaterThan(0.8);
  });

  it('has a handful of results for most strains and a long tail of popular ones', () => {
    const perStrain = new Map<string, number>();
    for (const r of set) perStrain.set(r.strain, (perStrain.get(r.strain) ?? 0) + 1);
    const sizes = [...perStrain.values()].sort((a, b) => a - b);
    expect(sizes[sizes.length >> 1]).toBeGreaterThanOrEqual(2);
    expect(sizes[sizes.length >> 1]).toBeLessThanOrEqual(5);
    expect(sizes.at(-1)).toBeGreaterThan(60);
  });

  it('has a long tail of rare terpene mixes', () => {
    const leader = (r: LabResult) => TERPENE_KEYS.reduce((a, b) => (r.figures[b] > r.figures[a] ? b : a));
    const leaders = new Map<string, number>();
    for (const r of set) leaders.set(leader(r), (leaders.get(leader(r)) ?? 0) + 1);
    // every one of the nine terpenes leads some results; the four usual leaders do not lead them all
    expect(leaders.size).toBe(TERPENE_KEYS.length);
    const usual = ['myrcene', 'caryophyllene', 'limonene', 'terpinolene'].reduce(
      (a, k) => a + (leaders.get(k) ?? 0),
      0,
    );
    expect(usual / set.length).toBeLessThan(0.95);
    expect(usual / set.length).toBeGreaterThan(0.7);
  });

  it('prints figures as labs do: non-detects as 0, one to three decimals', () => {
    const figures = set.flatMap((r) => Object.values(r.figures));
    expect(figures.filter((v) => v === 0).length / figures.length).toBeGreaterThan(0.2);
    const decimals = (v: number) => (String(v).split('.')[1] ?? '').length;
    const cannabinoids = (r: LabResult) => [
      r.figures.thc,
      r.figures.cbd,
      r.figures.cbg,
      r.figures.cbn,
      r.figures.cbc,
      r.figures.thcv,
    ];
    expect(share((r) => cannabinoids(r).every((v) => decimals(v) <= 1))).toBeGreaterThan(0.05);
    expect(share((r) => Object.values(r.figures).some((v) => decimals(v) === 3))).toBeGreaterThan(0.2);
    expect(figures.every((v) => decimals(v) <= 3)).toBe(true);
  });

  it('varies lot to lot as real labs do: about a fifth of repeat lots have a sibling across a label', () => {
    const lots = new Map<string, LabResult[]>();
    for (const r of set) lots.set(r.product, [...(lots.get(r.product) ?? []), r]);
    const label = (r: LabResult) => `${r.chemotype}/${r.terpeneClass}`;
    const repeat = [...lots.values()].filter((g) => g.length > 1).flat();
    const across = repeat.filter((r) => lots.get(r.product)!.some((o) => label(o) !== label(r)));
    expect(repeat.length / set.length).toBeGreaterThan(0.4);
    expect(across.length / repeat.length).toBeGreaterThan(0.14);
    expect(across.length / repeat.length).toBeLessThan(0.24);
  });

  it('is the same for the same seed', () => {
    expect(labResults(50, 9)).toEqual(labResults(50, 9));
  });
});

describe('similar products on realistic results', () => {
  it.each([
    [10_000, 1],
    [10_000, 2],
    [10_000, 3],
    [20_000, 2022],
  ])(
    'finds repeat lots (≥ 85 %, ≥ 36 % across a boundary) and the same strain (≥ 83 %), labels kept (all ≥ 92 %, balanced ≥ 84 %) (%i results, seed %i)',
    (n, seed) => {
      const m = similarMeasures(labResults(n, seed));
      expect(m.balancedQueries).toBeGreaterThan(150);
      expect(m.answered).toBeGreaterThan(0.99);
      expect(m.repeatLots.hits / m.repeatLots.total).toBeGreaterThanOrEqual(0.85);
      expect(m.acrossBoundary.total).toBeGreaterThan(1500);
      expect(m.acrossBoundary.hits / m.acrossBoundary.total).toBeGreaterThanOrEqual(0.36);
      expect(m.sameStrain.hits / m.sameStrain.total).toBeGreaterThanOrEqual(0.83);
      expect(m.label).toBeGreaterThanOrEqual(0.92);
      expect(m.labelBalanced).toBeGreaterThanOrEqual(0.84);
    },
    120_000,
  );
});
