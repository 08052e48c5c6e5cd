// The cannastamp's palette and scales: one fixed colour per compound. The badge renderer and the
// legend (about page #thecolors, product page colour key) both read this file, so they cannot
// disagree. Colours are chosen to be told apart side by side on white and by their ring.

/** The figures the badge draws, in percent of mass, worked out from a test result. */
export interface StampFigures {
  thc: number;
  cbd: number;
  cbg: number;
  cbn: number;
  cbc: number;
  thcv: number;
  myrcene: number;
  alphaPinene: number;
  betaPinene: number;
  caryophyllene: number;
  humulene: number;
  limonene: number;
  linalool: number;
  ocimene: number;
  terpinolene: number;
}

export interface Compound {
  key: keyof StampFigures;
  name: string;
  colour: string;
  /** What the compound is known for, for the legend. */
  note: string;
  /** The name pages print beside a figure, where the ring's short name would be ambiguous. */
  fullName?: string;
}

/** The inner ring: cannabinoids, decarboxylated totals where the acid form is reported. */
export const CANNABINOID_COLOURS: readonly Compound[] = [
  {
    key: 'thc',
    name: 'THC',
    fullName: 'Total THC',
    colour: '#1e8a45',
    note: 'Δ9-THC + 0.877 × THCA: the main intoxicating cannabinoid',
  },
  {
    key: 'cbd',
    name: 'CBD',
    fullName: 'Total CBD',
    colour: '#1c5fb8',
    note: 'CBD + 0.877 × CBDA: not intoxicating; tempers THC',
  },
  { key: 'cbg', name: 'CBG', colour: '#e8a317', note: 'the precursor the others are made from' },
  { key: 'cbn', name: 'CBN', colour: '#6741d9', note: 'forms as THC ages' },
  { key: 'cbc', name: 'CBC', colour: '#d6336c', note: 'a minor, non-intoxicating cannabinoid' },
  { key: 'thcv', name: 'THCV', colour: '#0c8599', note: 'a minor cannabinoid related to THC' },
];

/**
 * The outer ring: the nine main terpenes, ordered so that neighbours on the ring differ in hue
 * and the aroma families sit together (earthy, pine, pepper, citrus, floral).
 */
export const TERPENE_COLOURS: readonly Compound[] = [
  { key: 'myrcene', name: 'Myrcene', colour: '#8a6a3b', note: 'earthy, musky; mango and hops' },
  { key: 'alphaPinene', name: 'α-Pinene', colour: '#2f9e44', note: 'pine needles' },
  { key: 'betaPinene', name: 'β-Pinene', colour: '#74b816', note: 'fresh pine, dill, parsley' },
  { key: 'caryophyllene', name: 'Caryophyllene', colour: '#c92a2a', note: 'black pepper, clove' },
  { key: 'humulene', name: 'Humulene', colour: '#e8590c', note: 'hops, woody' },
  { key: 'limonene', name: 'Limonene', colour: '#f2c21b', note: 'citrus peel' },
  { key: 'terpinolene', name: 'Terpinolene', colour: '#e64980', note: 'fresh, floral, a little fruity' },
  { key: 'linalool', name: 'Linalool', colour: '#9c36b5', note: 'lavender' },
  { key: 'ocimene', name: 'Ocimene', colour: '#15aabf', note: 'sweet, herbal, basil' },
];

/**
 * Area scales. Each wedge's area grows with the logarithm of the concentration:
 * share = ln(1 + v / knee) / ln(1 + full / knee), at least MIN_SHARE when anything is reported,
 * at most 1. The knee keeps small amounts visible (a 0.05 % terpene still shows) while large ones
 * still look large; cannabinoids and terpenes have their own rings, so 20 % THC never dwarfs a
 * 0.2 % terpene.
 */
export const SCALES = {
  cannabinoid: { knee: 1, full: 35 },
  terpene: { knee: 0.1, full: 4 },
} as const;
export const MIN_SHARE = 0.06;

export function share(value: number, scale: { knee: number; full: number }): number {
  if (!(value > 0)) return 0;
  const s = Math.log1p(value / scale.knee) / Math.log1p(scale.full / scale.knee);
  return Math.min(1, Math.max(MIN_SHARE, s));
}
