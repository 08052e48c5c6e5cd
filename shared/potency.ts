// Potency arithmetic, free of zod so the web app can use it without loading the schemas.

/** Decarboxylation loses CO2: THCA weighs 1/0.877 of the THC it becomes (same for CBDA). */
export const DECARB_FACTOR = 0.877;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export const totalThc = (t: { thc?: number; thcA?: number }) => round3((t.thc ?? 0) + DECARB_FACTOR * (t.thcA ?? 0));
export const totalCbd = (t: { cbd?: number; cbdA?: number }) => round3((t.cbd ?? 0) + DECARB_FACTOR * (t.cbdA ?? 0));

/**
 * Labs report totals to two decimals, computed from figures that were themselves rounded; a gap
 * wider than this between a reported total and the formula is not rounding.
 */
export const TOTAL_TOLERANCE = 0.02;

export interface TotalCheck {
  /** What the lab reported, if it did. */
  reported?: number;
  /** THC + 0.877 × THCA (or the CBD equivalent). */
  computed: number;
  /** The total shown: the reported one when present, else the formula. */
  shown: number;
  /** The reported total disagrees with the formula beyond rounding. */
  mismatch: boolean;
}

const check = (reported: number | undefined, computed: number): TotalCheck => ({
  reported,
  computed,
  shown: reported ?? computed,
  mismatch: reported !== undefined && Math.abs(reported - computed) > TOTAL_TOLERANCE,
});

/** Total THC and CBD of a result, each with the flag the product page shows when they disagree. */
export const totalsCheck = (t: {
  thc?: number;
  thcA?: number;
  thcTotal?: number;
  cbd?: number;
  cbdA?: number;
  cbdTotal?: number;
}) => ({
  thc: check(t.thcTotal, totalThc(t)),
  cbd: check(t.cbdTotal, totalCbd(t)),
});
