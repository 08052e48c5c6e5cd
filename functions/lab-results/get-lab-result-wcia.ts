import * as consumerMessages from '#shared/messages/consumer';
import * as labResults from '#shared/routes/lab-results';
import { wciaDocument } from '#lib/exchange/wcia-export';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { required } from '#lib/base/config';
import { notFound } from '#lib/base/errors';
import { plausibleId } from '#lib/base/ids';
import { httpRoute, withHeaders } from '#lib/runtime/http';

/** How long the edge and other systems may keep a document: a correction reaches them within it. */
const MAX_AGE_SECONDS = 300;

/**
 * GET lab-result/{lotId}/wcia: the lot's result as a WCIA lab result document, for anyone, on the
 * same terms as its page (a lot still being entered has none).
 */
export const handler = httpRoute(labResults.getLabResultWcia, async ({ params }) => {
  const lot = plausibleId(params.lotId) ? await getLotWithTest(params.lotId) : undefined;
  if (!lot?.testResult || lot.processingInfo?.status === 'pending') throw notFound(consumerMessages.lotNotFound);
  return withHeaders(wciaDocument(lot.testResult, lot._id, required('SITE_URL')), {
    'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
    'x-robots-tag': lot.published === true ? 'all' : 'noindex',
  });
});
