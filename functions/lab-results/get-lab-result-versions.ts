import * as consumerMessages from '#shared/messages/consumer';
import * as labResults from '#shared/routes/lab-results';
import { getLot } from '#lib/lots/store';
import { listResultVersions } from '#lib/test-results/store';
import { notFound } from '#lib/base/errors';
import { httpRoute, withHeaders } from '#lib/runtime/http';
import { plausibleId } from '#lib/base/ids';

/**
 * GET lab-result/{lotId}/versions: every version the lot's result had, newest first (the lot's
 * results log), for the page's history. A child lot shows its parent's result, so its parent's log.
 * The same lots answer 404 as on the page itself: none with a result, or one still being entered.
 */
export const handler = httpRoute(labResults.getLabResultVersions, async ({ params, query }) => {
  const lot = plausibleId(params.lotId) ? await getLot(params.lotId) : undefined;
  const shown = lot && !lot.testResult && lot.parentLot ? await getLot(lot.parentLot) : lot;
  if (!lot || !shown?.testResult || lot.processingInfo?.status === 'pending')
    throw notFound(consumerMessages.lotNotFound);
  const page = await listResultVersions(shown._id, query.limit, query.cursor);
  return withHeaders({ error: false as const, ...page }, { 'x-robots-tag': lot.published ? 'all' : 'noindex' });
});
