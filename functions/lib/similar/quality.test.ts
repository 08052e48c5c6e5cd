import { describe, expect, it } from 'vitest';
import { profileVector, TERPENE_KEYS } from '#shared/similarity';
import { labResults, type LabResult } from '#test/fixtures/profiles';
import { quantize, rebuildAll } from './engine.ts';

// The similar-products quality bar, on lab results spread as real ones are (the generator is
// checked first against what published results show: docs/cannastamp.md). Of each result's first
// five neighbours, the share in its chemotype and terpene class: at least 93 % over all results
// and at least 90 % over balanced ones. Answers come from the index, which a test in
// engine.test.ts holds to the same answers as a scan of every point.

const id = (prefix: string, i: number) => `${prefix}${i.toString(16).padStart(24 - prefix.length, '0')}`;

function agreement(set: LabResult[]) {
  const results = set.filter((r) => profileVector(r.figures));
  const byProduct = new Map(results.map((r, i) => [id('5eb0', i), r]));
  const { answers } = rebuildAll(
    results.map((r, i) => ({
      productId: id('5eb0', i),
      testId: id('5eb1', i),
      offered: true,
      vector: profileVector(r.figures)!.map(quantize),
      reach: 0,
    })),
  );
  const tally = { all: { same: 0, total: 0 }, balanced: { same: 0, total: 0 }, answered: 0 };
  answers.forEach((a, i) => {
    const q = results[i]!;
    const top = a.neighbours.slice(0, 5);
    if (top.length > 0) tally.answered++;
    for (const n of top) {
      const o = byProduct.get(n.id)!;
      const same = o.chemotype === q.chemotype && o.terpeneClass === q.terpeneClass ? 1 : 0;
      tally.all.same += same;
      tally.all.total++;
      if (q.chemotype === 'balanced') {
        tally.balanced.same += same;
        tally.balanced.total++;
      }
    }
  });
  return {
    all: tally.all.same / tally.all.total,
    balanced: tally.balanced.same / tally.balanced.total,
    balancedQueries: tally.balanced.total / 5,
    answered: tally.answered / results.length,
  };
}

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
    'keeps top-5 neighbours in the chemotype and terpene class: all ≥ 93 %, balanced ≥ 90 % (%i results, seed %i)',
    (n, seed) => {
      const a = agreement(labResults(n, seed));
      expect(a.balancedQueries).toBeGreaterThan(150);
      expect(a.all).toBeGreaterThanOrEqual(0.93);
      expect(a.balanced).toBeGreaterThanOrEqual(0.9);
      expect(a.answered).toBeGreaterThan(0.99);
    },
    120_000,
  );
});
