import { CANNABINOID_COLOURS, TERPENE_COLOURS, type StampFigures } from './cannastamp/palette.ts';

// Similar products by chemical profile. A result becomes a point: the shares of its six
// cannabinoids and, separately, of its nine main terpenes, each share square-rooted. The distance
// between two points is the Hellinger distance of the two profiles, cannabinoids and terpenes
// weighted half and half, plus a fixed step when the two differ in chemotype or terpene class:
//   d = sqrt( ½ Σ (√c₁ − √c₂)² / 2 + ½ Σ (√t₁ − √t₂)² / 2 + 0.2² [chemotypes differ] + 0.1² [classes differ] ).
// Shares, not amounts: an edible and a flower with the same THC:CBD ratio and terpene mix are
// close, which is what a person asking "what else feels like this" wants. The steps are there
// because products are sold and chosen by those labels: on results spread as real labs' are, a
// balanced product otherwise finds mostly THC-dominant neighbours (they are 30 times as many),
// and a result whose two leading terpenes are nearly equal finds the other class's as often as
// its own. A step is no wall: a neighbour across a label still comes when nothing on the same
// side is as close. Each step is a metric, so d is one too and the index may prune with it.
export const CANNABINOID_KEYS = CANNABINOID_COLOURS.map((c) => c.key);
export const TERPENE_KEYS = TERPENE_COLOURS.map((c) => c.key);
export const VECTOR_LENGTH = CANNABINOID_KEYS.length + TERPENE_KEYS.length;

/** Neighbours kept per result, and how far a neighbour may be and still be called similar. */
export const NEIGHBOURS = 8;
export const MAX_DISTANCE = 0.3;

function rootShares(figures: StampFigures, keys: readonly (keyof StampFigures)[]): number[] {
  const values = keys.map((k) => Math.max(0, figures[k] ?? 0));
  const sum = values.reduce((a, b) => a + b, 0);
  return sum > 0 ? values.map((v) => Math.sqrt(v / sum)) : values.map(() => 0);
}

/** The point of a result; undefined when it reports no cannabinoid or no terpene (nothing to compare). */
export function profileVector(figures: StampFigures): number[] | undefined {
  const c = rootShares(figures, CANNABINOID_KEYS);
  const t = rootShares(figures, TERPENE_KEYS);
  if (c.every((v) => v === 0) || t.every((v) => v === 0)) return undefined;
  return [...c, ...t].map((v) => Math.round(v * 1e4) / 1e4);
}

/** The penalties' sizes, as distances (see above). */
export const CHEMOTYPE_STEP = 0.2;
export const TERPENE_CLASS_STEP = 0.1;

/**
 * A point's labels in one number, chemotype × 3 + terpene class (indexes into CHEMOTYPES and
 * TERPENE_CLASSES), read from the point itself with the rules `chemotype` and `terpeneClass` apply
 * to figures, so every path that has the vector agrees on them.
 */
export function kindOf(v: readonly number[]): number {
  const c = v[0]! * v[0]!;
  const ratio = c / Math.max(v[1]! * v[1]!, 1e-6 * c, 1e-12);
  const chem = ratio > 5 ? 0 : ratio < 0.2 ? 2 : 1;
  const first = CANNABINOID_KEYS.length;
  let top = 0;
  for (let t = 1; t < TERPENE_KEYS.length; t++) if (v[first + t]! > v[first + top]!) top = t;
  return chem * 3 + CLASS_OF_TERPENE[top]!;
}

/** The squared step between two kinds (what the labels add to d²). */
export function kindStep(a: number, b: number): number {
  const ca = (a / 3) | 0;
  const cb = (b / 3) | 0;
  return (
    (ca === cb ? 0 : CHEMOTYPE_STEP * CHEMOTYPE_STEP) +
    (a - ca * 3 === b - cb * 3 ? 0 : TERPENE_CLASS_STEP * TERPENE_CLASS_STEP)
  );
}

/** d between two points whose kinds are known (the index's inner loop); `distance` is this. */
export function distanceOfKinds(a: readonly number[], ka: number, b: readonly number[], kb: number): number {
  let sc = 0;
  let st = 0;
  for (let i = 0; i < VECTOR_LENGTH; i++) {
    const d = a[i]! - b[i]!;
    if (i < CANNABINOID_KEYS.length) sc += d * d;
    else st += d * d;
  }
  return Math.sqrt(0.5 * (sc / 2) + 0.5 * (st / 2) + kindStep(ka, kb));
}

export function distance(a: readonly number[], b: readonly number[]): number {
  return distanceOfKinds(a, kindOf(a), b, kindOf(b));
}

export interface Candidate {
  id: string;
  vector: readonly number[];
}

/**
 * The nearest candidates within MAX_DISTANCE, nearest first; ties by id, so the order is stable.
 * Distances are ranked as computed and answered rounded to 4 places.
 */
export function nearest(
  query: readonly number[],
  candidates: Iterable<Candidate>,
  k = NEIGHBOURS,
): { id: string; distance: number }[] {
  const best: { id: string; distance: number }[] = [];
  const before = (a: { id: string; distance: number }, b: { id: string; distance: number }) =>
    a.distance < b.distance || (a.distance === b.distance && a.id < b.id);
  for (const c of candidates) {
    const n = { id: c.id, distance: distance(query, c.vector) };
    if (n.distance > MAX_DISTANCE) continue;
    if (best.length === k && !before(n, best[k - 1]!)) continue;
    best.push(n);
    best.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
    if (best.length > k) best.pop();
  }
  return best.map((n) => ({ id: n.id, distance: Math.round(n.distance * 1e4) / 1e4 }));
}

// The labels the quality bar is stated in (after Smith et al. 2022).
export const CHEMOTYPES = ['THC-dominant', 'balanced', 'CBD-dominant'] as const;
export const TERPENE_CLASSES = ['caryophyllene/limonene', 'myrcene/pinene', 'terpinolene'] as const;
export type Chemotype = (typeof CHEMOTYPES)[number];
export type TerpeneClass = (typeof TERPENE_CLASSES)[number];

/** The class each terpene leads (in TERPENE_KEYS order), as an index into TERPENE_CLASSES. */
const CLASS_OF_TERPENE = TERPENE_KEYS.map((k) =>
  k === 'terpinolene' || k === 'ocimene' ? 2 : k === 'myrcene' || k === 'alphaPinene' || k === 'betaPinene' ? 1 : 0,
);

/** By the THC:CBD ratio: above 5 THC-dominant, below 0.2 CBD-dominant, balanced between. */
export function chemotype(f: StampFigures): Chemotype {
  const ratio = f.thc / Math.max(f.cbd, 1e-6);
  return ratio > 5 ? 'THC-dominant' : ratio < 0.2 ? 'CBD-dominant' : 'balanced';
}

/** By the dominant terpene (the first of equals). */
export function terpeneClass(f: StampFigures): TerpeneClass {
  const top = TERPENE_KEYS.reduce((a, b) => (f[b] > f[a] ? b : a));
  return TERPENE_CLASSES[CLASS_OF_TERPENE[TERPENE_KEYS.indexOf(top)]!]!;
}
