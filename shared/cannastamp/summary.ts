import type { StampSummary } from '../schemas/stamp.ts';
import type { TestResult } from '../schemas/test-result.ts';
import { stampFigures } from './render.ts';

/** The figures a list's cannastamp needs, worked out once from the full result. */
export function stampSummary(test: Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>): StampSummary {
  const f = stampFigures(test);
  return {
    _id: test._id,
    strain: test.strain,
    thcTotal: f.thc,
    ...(f.d8thc ? { d8Thc: f.d8thc } : {}),
    cbdTotal: f.cbd,
    cbg: f.cbg,
    cbn: f.cbn,
    cbc: f.cbc,
    thcV: f.thcv,
    myrcene: f.myrcene,
    alphaPinene: f.alphaPinene,
    betaPinene: f.betaPinene,
    caryophyllene: f.caryophyllene,
    humulene: f.humulene,
    limonene: f.limonene,
    linalool: f.linalool,
    ocimene: f.ocimene,
    terpinolene: f.terpinolene,
  };
}
