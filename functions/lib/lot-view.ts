import type { LotWithTest } from '#shared/schemas/catalog';
import { getLot } from './db/lots.ts';
import { getTestResult } from './db/test-results.ts';

/** A lot with its test result resolved; distribution and shipment lots inherit their parent's result. */
export async function getLotWithTest(lotId: string): Promise<LotWithTest | undefined> {
  const lot = await getLot(lotId);
  if (!lot) return undefined;
  let testId = lot.testResult;
  if (!testId && lot.parentLot) testId = (await getLot(lot.parentLot))?.testResult;
  const testResult = testId ? await getTestResult(testId) : undefined;
  return { ...lot, testResult };
}
