import * as client from '#shared/routes/client/lots';
import { lotFromBody, producerClient } from '#lib/lots/client-lot';
import { createLot } from '#lib/lots/store';
import { resultVersion } from '#lib/test-results/versions';
import { resultVersionRecord } from '#lib/test-results/keys';
import { getTestResult } from '#lib/test-results/store';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `POST lot`: a new parent, distribution or shipment lot of the client of the path. */
export const handler = securedRoute(client.createLot, async ({ params, body }) => {
  const company = await producerClient(params.clientId);
  const now = new Date();
  const lot = await lotFromBody(company, body, { _id: newId(now.getTime()), now: now.toISOString() });
  // a lot made with a result starts its results log with it (read after the checks, so it is the client's)
  const test = lot.testResult ? await getTestResult(lot.testResult) : undefined;
  await createLot(lot, test && resultVersionRecord(resultVersion(lot._id, test, undefined, lot.updatedAt)));
  return { error: false as const, lot };
});
