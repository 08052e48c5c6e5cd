import * as consumerMessages from '#shared/messages/consumer';
import * as labResults from '#shared/routes/lab-results';
import { wciaDocument } from '#lib/exchange/wcia-export';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { required } from '#lib/base/config';
import { readCache } from '#lib/base/read-cache';
import { notFound } from '#lib/base/errors';
import { plausibleId } from '#lib/base/ids';
import { httpRoute, withHeaders } from '#lib/runtime/http';

/** How long the edge and other systems may keep a document: a correction reaches them within it. */
const MAX_AGE_SECONDS = 300;

/**
 * A lot's document as built, kept a few seconds in the instance as public catalogue reads are
 * (#lib/base/read-cache): a burst of readers costs one read and one build, and an unknown lot is
 * remembered apart. The edge keeps it for minutes anyway.
 */
const documentOf = readCache(async (lotId: string) => {
  const lot = await getLotWithTest(lotId);
  if (!lot?.testResult || lot.processingInfo?.status === 'pending') return undefined;
  return { document: wciaDocument(lot.testResult, lot._id, required('SITE_URL')), published: lot.published === true };
});

/**
 * GET lab-result/{lotId}/wcia: the lot's result as a WCIA lab result document, for anyone, on the
 * same terms as its page (a lot still being entered has none).
 */
export const handler = httpRoute(labResults.getLabResultWcia, async ({ params }) => {
  const found = plausibleId(params.lotId) ? await documentOf(params.lotId) : undefined;
  if (!found) throw notFound(consumerMessages.lotNotFound);
  return withHeaders(found.document, {
    'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
    'x-robots-tag': found.published ? 'all' : 'noindex',
  });
});
