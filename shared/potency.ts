// Potency arithmetic, free of zod so the web app can use it without loading the schemas.

/** Decarboxylation loses CO2: THCA weighs 1/0.877 of the THC it becomes (same for CBDA). */
export const DECARB_FACTOR = 0.877;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export const totalThc = (t: { thc?: number; thcA?: number }) => round3((t.thc ?? 0) + DECARB_FACTOR * (t.thcA ?? 0));
export const totalCbd = (t: { cbd?: number; cbdA?: number }) => round3((t.cbd ?? 0) + DECARB_FACTOR * (t.cbdA ?? 0));

/**
 * How far a figure printed with its decimals may be from the true value: half its last digit. A
 * stored number has lost any trailing zeros ('22.60' is 22.6), so this reads its precision as at
 * most what was printed, and the tolerance errs towards not flagging an honest total.
 */
export const roundingOf = (n: number): number => {
  const s = String(n);
  if (s.includes('e')) return 0.0005; // below 1e-6: nothing a lab prints; treat as three decimals
  const dot = s.indexOf('.');
  return 0.5 * 10 ** -(dot < 0 ? 0 : s.length - dot - 1);
};

/**
 * The widest gap between a reported total and neutral + 0.877 × acid that the printed figures'
 * own rounding explains: each figure's half last digit (the acid's scaled by 0.877), plus our own
 * rounding of the formula to three decimals. A non-detect may hide anything up to its limit. A lab
 * printing one decimal is allowed 0.14 points, one printing two 0.015, instead of one 0.02 for all.
 */
export function totalTolerance(
  reported: number,
  neutral: number | undefined,
  acid: number | undefined,
  hidden: { neutral?: number; acid?: number } = {},
): number {
  const part = (v: number | undefined, limit = 0) => (v === undefined ? limit : roundingOf(v));
  return roundingOf(reported) + part(neutral, hidden.neutral) + DECARB_FACTOR * part(acid, hidden.acid) + 0.0005 + 1e-9;
}

export interface TotalCheck {
  /** What the lab reported, if it did. */
  reported?: number;
  /** THC + 0.877 × THCA (or the CBD equivalent). */
  computed: number;
  /** The total shown: the reported one when present, else the formula. */
  shown: number;
  /** The reported total disagrees with the formula beyond the rounding of its printed figures. */
  mismatch: boolean;
}

const check = (
  reported: number | undefined,
  neutral: number | undefined,
  acid: number | undefined,
  computed: number,
  hidden: { neutral?: number; acid?: number },
): TotalCheck => ({
  reported,
  computed,
  shown: reported ?? computed,
  mismatch: reported !== undefined && Math.abs(reported - computed) > totalTolerance(reported, neutral, acid, hidden),
});

type Limits = Partial<Record<'thc' | 'thcA' | 'cbd' | 'cbdA', { limit?: number }>>;

/** Total THC and CBD of a result, each with the flag the product page shows when they disagree. */
export const totalsCheck = (t: {
  thc?: number;
  thcA?: number;
  thcTotal?: number;
  cbd?: number;
  cbdA?: number;
  cbdTotal?: number;
  nonDetects?: Limits;
}) => {
  const nd = t.nonDetects ?? {};
  return {
    thc: check(t.thcTotal, t.thc, t.thcA, totalThc(t), { neutral: nd.thc?.limit, acid: nd.thcA?.limit }),
    cbd: check(t.cbdTotal, t.cbd, t.cbdA, totalCbd(t), { neutral: nd.cbd?.limit, acid: nd.cbdA?.limit }),
  };
};

/** Milligrams of a compound in an amount of product: percent of mass × grams × 10. */
export const milligrams = (percent: number, grams: number) => percent * grams * 10;

/** Whole milligrams with thousands separators from 10 mg; one decimal below, where it matters. */
export function formatMg(mg: number): string {
  if (mg >= 10) return `${Math.round(mg).toLocaleString('en-US')} mg`;
  return `${(Math.round(mg * 10) / 10).toFixed(1).replace(/\.0$/, '')} mg`;
}

/**
 * How a potency reads where shoppers look: edibles in milligrams (a lab's percent of mass is mg in
 * each gram, × 10), everything else in percent. The results carry no package weight or serving
 * size, so an edible's figure is per gram; a label printed for a weight states the package's mg.
 */
export const potencyText = (percent: number, category: string | undefined) =>
  category === 'Edible' ? `${formatMg(milligrams(percent, 1))}/g` : `${(Math.round(percent * 10) / 10).toFixed(1)} %`;
