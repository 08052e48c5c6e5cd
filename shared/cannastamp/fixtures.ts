import type { TestResult } from '../schemas/test-result.ts';

// Three real chemotypes and an empty result, for the renderer's golden pictures and the legend's tests.

type Fixture = Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>;

export const STAMP_FIXTURES: Record<string, Fixture> = {
  thcDominant: {
    _id: '5c43ba000000000000000001', strain: 'Blue Dream',
    thc: 0.83, thcA: 24.89, cbd: 0.01, cbdA: 0.08, cbg: 0.38, cbgA: 0.55, cbn: 0.05, cbc: 0.12, thcV: 0.2,
    myrcene: 1.16, caryophyllene: 0.11, limonene: 0.09, terpinolene: 0.03, alphaPinene: 0.27, betaPinene: 0.23,
    humulene: 0.07, linalool: 0.05, ocimene: 0.02,
  },
  balanced: {
    _id: '5c43ba000000000000000002', strain: 'Harlequin',
    thc: 0.4, thcA: 6.1, cbd: 0.6, cbdA: 9.8, cbg: 0.2, cbn: 0.02, cbc: 0.3,
    caryophyllene: 0.62, limonene: 0.48, myrcene: 0.35, humulene: 0.21, linalool: 0.14, alphaPinene: 0.1, betaPinene: 0.08, ocimene: 0.03, terpinolene: 0.02,
  },
  cbdDominant: {
    _id: '5c43ba000000000000000003', strain: 'ACDC',
    thc: 0.1, thcA: 0.6, cbd: 1.2, cbdA: 17.4, cbg: 0.3, cbc: 0.5, cbdV: 0.1,
    terpinolene: 0.9, ocimene: 0.4, myrcene: 0.3, betaPinene: 0.2, alphaPinene: 0.12, limonene: 0.1, caryophyllene: 0.1, linalool: 0.05, humulene: 0.03,
  },
  empty: { _id: '5c43ba000000000000000004', strain: 'Not yet tested' },
};
