import type { MeasureKey, TestResult } from '#shared/schemas/test-result';

// The lab figures as the product page names them: its table of figures and its facts beside the title.

export const CANNABINOID_ROWS: [MeasureKey, string][] = [
  ['thc', 'Δ9-THC'],
  ['thcA', 'THCA'],
  ['d8Thc', 'Δ8-THC'],
  ['cbd', 'CBD'],
  ['cbdA', 'CBDA'],
  ['cbg', 'CBG'],
  ['cbgA', 'CBGA'],
  ['cbn', 'CBN'],
  ['cbc', 'CBC'],
  ['thcV', 'THCV'],
  ['cbdV', 'CBDV'],
];
const TERPENE_ROWS: [MeasureKey, string][] = [
  ['myrcene', 'Myrcene'],
  ['caryophyllene', 'Caryophyllene'],
  ['limonene', 'Limonene'],
  ['terpinolene', 'Terpinolene'],
  ['alphaPinene', 'α-Pinene'],
  ['betaPinene', 'β-Pinene'],
  ['humulene', 'Humulene'],
  ['linalool', 'Linalool'],
  ['ocimene', 'Ocimene'],
];

// a non-detect reads as the certificate printed it ('ND', '<LOQ', '<0.1')
export const pct = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(2)} %` : typeof v === 'string' ? v : '—');

/** A figure, or the non-detect as printed; delta-8 THC only when the lab reported it. */
export const rowsOf = (test: TestResult, rows: [MeasureKey, string][]) =>
  rows
    .filter(([k]) => k !== 'd8Thc' || test.d8Thc !== undefined || test.nonDetects?.d8Thc)
    .map(([k, l]) => [l, test.nonDetects?.[k]?.printed ?? test[k]] as [string, unknown]);

/** The terpenes, the largest amount first; non-detects and missing figures after, in the usual order. */
export const terpenesByAmount = (test: TestResult) =>
  rowsOf(test, TERPENE_ROWS)
    .map((row, at) => ({ row, at, amount: typeof row[1] === 'number' ? row[1] : -1 }))
    .sort((a, b) => b.amount - a.amount || a.at - b.at)
    .map(({ row }) => row);
