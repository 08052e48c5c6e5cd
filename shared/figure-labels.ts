import type { MeasureKey } from './schemas/test-result.ts';

// How the pages name each figure of the catalogue (spec 3 §3). The catalogue's keys are kept as
// the spec spells them (caryophelleneOxide, gernylAcetate); the labels are what a certificate prints.

const NAMES: Partial<Record<MeasureKey, string>> = {
  cbc: 'CBC',
  cbcA: 'CBCA',
  cbd: 'CBD',
  cbdA: 'CBDA',
  cbdV: 'CBDV',
  cbdVA: 'CBDVA',
  cbg: 'CBG',
  cbgA: 'CBGA',
  cbl: 'CBL',
  cblA: 'CBLA',
  cbn: 'CBN',
  cbnA: 'CBNA',
  d8Thc: 'Δ8-THC',
  thc: 'Δ9-THC',
  thcA: 'THCA',
  thcAC4: 'THCA-C4',
  thcV: 'THCV',
  thcVA: 'THCVA',
  thcTotal: 'Total THC',
  cbdTotal: 'Total CBD',
  terpeneTotal: 'Total Terpenes',
  caryophyllene: 'β-Caryophyllene',
  alphaPinene: 'α-Pinene',
  betaPinene: 'β-Pinene',
  caryophelleneOxide: 'Caryophyllene Oxide',
  gernylAcetate: 'Geranyl Acetate',
  Isoborneol: 'Isoborneol',
  bMaaliene: 'β-Maaliene',
  paraCymene: 'p-Cymene',
  transNerolidol: 'trans-Nerolidol',
  cisNerolidol: 'cis-Nerolidol',
  phytol1: 'Phytol 1',
  phytol2: 'Phytol 2',
  nButane: 'n-Butane',
  nHeptane: 'n-Heptane',
  nHexane: 'n-Hexane',
  nPentane: 'n-Pentane',
  methylbutane2: '2-Methylbutane',
  methylpentane3: '3-Methylpentane',
  mpXylene: 'm,p-Xylene',
  oXylene: 'o-Xylene',
};

const GREEK: Record<string, string> = { a: 'α', b: 'β', g: 'γ' };

/** 'sabineneHydrate' → 'Sabinene Hydrate', 'aTerpinene' → 'α-Terpinene'. */
export function labelOf(key: MeasureKey): string {
  const named = NAMES[key];
  if (named) return named;
  const greek = /^([abg])([A-Z].*)$/.exec(key);
  if (greek) return `${GREEK[greek[1]!]}-${labelOf(greek[2]!.replace(/^./, (c) => c.toLowerCase()) as MeasureKey)}`;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.replace(/(^|\s)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase());
}
