import { CANNABINOID_COLOURS, TERPENE_COLOURS, type StampFigures } from './cannastamp/palette.ts';
import type { PRODUCT_CATEGORIES } from './constants.ts';

type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

// Similar products by chemical profile. A result becomes a point: the shares of its six
// cannabinoids and, separately, of its nine main terpenes, each share square-rooted. The distance
// between two points is the Hellinger distance of the two profiles, cannabinoids and terpenes
// weighted half and half, plus a step when the two differ in chemotype or terpene class:
//   d = sqrt( ½ Σ (√c₁ − √c₂)² / 2 + ½ Σ (√t₁ − √t₂)² / 2 + |L₁ − L₂|² ),
// L being the labels' position (labelPosition): 0.2 between chemotypes and 0.1 between terpene
// classes for points deep inside their labels, less for a point near a boundary, which sits
// between the two labels' corners. Shares, not amounts: an edible and a flower with the same
// THC:CBD ratio and terpene mix are close (the similar list keeps to the product's category all
// the same: NEARBY_CATEGORIES). The steps are there because products are sold and chosen by those
// labels: on results spread as real labs' are, a balanced product otherwise finds mostly
// THC-dominant neighbours (they are 30 times as many), and a result whose two leading terpenes are
// nearly equal finds the other class's as often as its own. They fade near a boundary because lab
// figures vary lot to lot: a wall there split repeat lots of one product on either side of it.
// d is a Euclidean distance of extended points (extendedPoint), so the index may prune with it.
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
 * How near a label's boundary the step starts to fade: within this of the boundary a point sits
 * between its label's corner and the next one's, so a lot that lab figures put just across the
 * boundary from its sibling lots is still near them. THC:CBD in natural log units (0.25 is a
 * ratio 1.28 times either side of 5:1 or 1:5); the leading terpene in root share (0.04 is a share
 * of 0.25 against 0.21). Wider margins find more sibling lots and keep fewer neighbours inside the
 * labels (docs/cannastamp.md has the figures for a few).
 */
export const CHEMOTYPE_MARGIN = 0.25;
export const TERPENE_CLASS_MARGIN = 0.04;

/**
 * A point's labels in one number, chemotype × 3 + terpene class (indexes into CHEMOTYPES and
 * TERPENE_CLASSES), read from the point itself with the rules `chemotype` and `terpeneClass` apply
 * to figures, so every path that has the vector agrees on them. The index groups points by it.
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

/**
 * Where a point lies on the way THC-dominant (0) → balanced (1) → CBD-dominant (2): the label's
 * own value deep inside it, and a straight run across each boundary's margin (0.5 and 1.5 are the
 * boundaries, THC:CBD 5 and 0.2).
 */
function chemotypePosition(v: readonly number[]): number {
  const c = v[0]! * v[0]!;
  const x = Math.log(c / Math.max(v[1]! * v[1]!, 1e-6 * c, 1e-12));
  const run = (edge: number) => Math.min(1, Math.max(0, (edge + CHEMOTYPE_MARGIN - x) / (2 * CHEMOTYPE_MARGIN)));
  return run(Math.log(5)) + run(Math.log(0.2));
}

// three labels at the corners of an equilateral triangle of side 1: any two differ by one step
const CORNERS = [
  [0, 0],
  [1, 0],
  [0.5, Math.sqrt(3) / 2],
] as const;

/**
 * The labels of a point as a position: the chemotype on a triangle of side CHEMOTYPE_STEP, the
 * terpene class on one of side TERPENE_CLASS_STEP. Deep inside its labels a point sits on their
 * corners, so two such points differ by exactly the steps; near a boundary it sits between
 * corners (the terpene classes weighted by how near each class's leading terpene comes to the
 * top one), so the step to a neighbour just across it is small.
 */
export function labelPosition(v: readonly number[]): [number, number, number, number] {
  const t = chemotypePosition(v);
  const [from, to, f] = t <= 1 ? [CORNERS[0], CORNERS[1], t] : [CORNERS[1], CORNERS[2], t - 1];
  const first = CANNABINOID_KEYS.length;
  const lead = [0, 0, 0];
  for (let k = 0; k < TERPENE_KEYS.length; k++) {
    const cls = CLASS_OF_TERPENE[k]!;
    lead[cls] = Math.max(lead[cls]!, v[first + k]!);
  }
  const top = Math.max(...lead);
  const w = lead.map((m) => Math.min(1, Math.max(0, 1 - (top - m) / TERPENE_CLASS_MARGIN)));
  const sum = w.reduce((a, b) => a + b, 0);
  const tx = w.reduce((a, wk, k) => a + wk * CORNERS[k]![0], 0) / sum;
  const ty = w.reduce((a, wk, k) => a + wk * CORNERS[k]![1], 0) / sum;
  return [
    CHEMOTYPE_STEP * (from[0] + f * (to[0] - from[0])),
    CHEMOTYPE_STEP * (from[1] + f * (to[1] - from[1])),
    TERPENE_CLASS_STEP * tx,
    TERPENE_CLASS_STEP * ty,
  ];
}

/** The length of an extended point (below). */
export const EXTENDED_LENGTH = VECTOR_LENGTH + 4;

/**
 * A point with its label position, scaled so that d is half the Euclidean distance of two
 * extended points: the index searches these, so the labels prune as the profile does.
 */
export function extendedPoint(v: readonly number[]): number[] {
  return [...v, ...labelPosition(v).map((x) => 2 * x)];
}

/** d between two extended points. */
export function extendedDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < EXTENDED_LENGTH; i++) {
    const d = a[i]! - b[i]!;
    s += d * d;
  }
  return Math.sqrt(s) / 2;
}

export function distance(a: readonly number[], b: readonly number[]): number {
  return extendedDistance(extendedPoint(a), extendedPoint(b));
}

/**
 * The categories a product's similar list may fall back to, nearest first (its own leads). A
 * list keeps to the product's own category and reaches the next only when its own has fewer than
 * NEIGHBOURS within MAX_DISTANCE; the pages label those. Inhaled forms are nearest each other
 * (flower and concentrates), ingested ones next (an edible's distillate is a concentrate), and a
 * topical, which is not taken in, comes last for all but itself.
 */
export const NEARBY_CATEGORIES: Record<ProductCategory, readonly ProductCategory[]> = {
  Flower: ['Flower', 'Extract/Concentrate', 'Edible', 'Topical'],
  'Extract/Concentrate': ['Extract/Concentrate', 'Flower', 'Edible', 'Topical'],
  Edible: ['Edible', 'Extract/Concentrate', 'Flower', 'Topical'],
  Topical: ['Topical', 'Edible', 'Extract/Concentrate', 'Flower'],
};

/** How far category `b` is from `a` in a's fallback order (0: the same). */
export const categoryRank = (a: ProductCategory, b: ProductCategory) => NEARBY_CATEGORIES[a].indexOf(b);

export interface Candidate {
  id: string;
  vector: readonly number[];
  category: ProductCategory;
}

/**
 * The nearest candidates within MAX_DISTANCE, the query's category first, then each nearby one
 * in turn, nearest first inside each; ties by id, so the order is stable. Distances are ranked as
 * computed and answered rounded to 4 places. The index answers the same (a unit test holds it).
 */
export function nearest(
  query: readonly number[],
  category: ProductCategory,
  candidates: Iterable<Candidate>,
  k = NEIGHBOURS,
): { id: string; distance: number; rank: number }[] {
  const best: { id: string; distance: number; rank: number }[] = [];
  const before = (a: (typeof best)[number], b: (typeof best)[number]) =>
    a.rank < b.rank || (a.rank === b.rank && (a.distance < b.distance || (a.distance === b.distance && a.id < b.id)));
  for (const c of candidates) {
    const n = { id: c.id, distance: distance(query, c.vector), rank: categoryRank(category, c.category) };
    if (n.distance > MAX_DISTANCE) continue;
    if (best.length === k && !before(n, best[k - 1]!)) continue;
    best.push(n);
    best.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
    if (best.length > k) best.pop();
  }
  return best.map((n) => ({ ...n, distance: Math.round(n.distance * 1e4) / 1e4 }));
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
