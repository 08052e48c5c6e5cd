import { CANNABINOID_COLOURS, TERPENE_COLOURS, type StampFigures } from './cannastamp/palette.ts';

// Similar products by chemical profile. A result becomes a point: the shares of its six
// cannabinoids and, separately, of its nine main terpenes, each share square-rooted. The distance
// between two points is the Hellinger distance of the two profiles, cannabinoids and terpenes
// weighted half and half:
//   d = sqrt( ½ Σ (√c₁ − √c₂)² / 2 + ½ Σ (√t₁ − √t₂)² / 2 ),  0 (same profile) … 1 (nothing shared).
// Shares, not amounts: an edible and a flower with the same THC:CBD ratio and terpene mix are
// close, which is what a person asking "what else feels like this" wants.

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

export function distance(a: readonly number[], b: readonly number[]): number {
  let sc = 0;
  let st = 0;
  for (let i = 0; i < VECTOR_LENGTH; i++) {
    const d = a[i]! - b[i]!;
    if (i < CANNABINOID_KEYS.length) sc += d * d;
    else st += d * d;
  }
  return Math.sqrt(0.5 * (sc / 2) + 0.5 * (st / 2));
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
export type Chemotype = 'THC-dominant' | 'balanced' | 'CBD-dominant';
export type TerpeneClass = 'caryophyllene/limonene' | 'myrcene/pinene' | 'terpinolene';

/** By the THC:CBD ratio: above 5 THC-dominant, below 0.2 CBD-dominant, balanced between. */
export function chemotype(f: StampFigures): Chemotype {
  const ratio = f.thc / Math.max(f.cbd, 1e-6);
  return ratio > 5 ? 'THC-dominant' : ratio < 0.2 ? 'CBD-dominant' : 'balanced';
}

/** By the dominant terpene. */
export function terpeneClass(f: StampFigures): TerpeneClass {
  const top = TERPENE_KEYS.reduce((a, b) => (f[b] > f[a] ? b : a));
  if (top === 'terpinolene' || top === 'ocimene') return 'terpinolene';
  if (top === 'myrcene' || top === 'alphaPinene' || top === 'betaPinene') return 'myrcene/pinene';
  return 'caryophyllene/limonene';
}
