import * as lotMessages from '#shared/messages/client/lots';
import type { Lot } from '#shared/schemas/catalog';
import * as client from '#shared/routes/client/lots';
import { lotFromBody, lotOfClient, producerClient } from '#lib/lots/client-lot';
import { laterThan } from '#lib/products/client-product';
import { replaceLot } from '#lib/lots/store';
import { resultVersion } from '#lib/test-results/versions';
import { resultVersionRecord } from '#lib/test-results/keys';
import { getTestResults } from '#lib/test-results/store';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The results log's entry when the edit puts another result on the lot: its QR code now shows that one. */
async function resultChange(was: string | undefined, lot: Lot) {
  if (!lot.testResult || lot.testResult === was) return undefined;
  const tests = new Map((await getTestResults([lot.testResult, ...(was ? [was] : [])])).map((t) => [t._id, t]));
  const now = tests.get(lot.testResult);
  return now && resultVersionRecord(resultVersion(lot._id, now, was ? tests.get(was) : undefined, lot.updatedAt));
}

/**
 * Spec 2 `PUT lot/{id}`: the lot forms' save. The write holds only over the version read, so a
 * change made meanwhile (another tab, the data-entry service) is never lost (409).
 */
export const handler = securedRoute(client.updateLot, async ({ params, body }) => {
  const [company, existing] = await Promise.all([
    producerClient(params.clientId),
    lotOfClient(params.clientId, params.id),
  ]);
  const lot = await lotFromBody(company, body, { _id: existing._id, now: laterThan(existing.updatedAt) }, existing);
  if (!(await replaceLot(lot, existing.updatedAt, await resultChange(existing.testResult, lot))))
    throw conflict(lotMessages.changedMeanwhile);
  return { error: false as const, lot };
});
