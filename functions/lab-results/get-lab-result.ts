import * as consumerMessages from '#shared/messages/consumer';
import * as labResults from '#shared/routes/lab-results';
import { labResultOf } from '#lib/printing/lab-result';
import { notFound } from '#lib/base/errors';
import { httpRoute, withHeaders } from '#lib/runtime/http';
import { plausibleId } from '#lib/base/ids';

/**
 * GET lab-result/{lotId}: the page a sticker's QR code opens, for anyone (docs/lab-result-page.md).
 * Search engines are told in a header as well as in the page: an unpublished lot is not indexed.
 */
export const handler = httpRoute(labResults.getLabResult, async ({ params }) => {
  const answer = plausibleId(params.lotId) ? await labResultOf(params.lotId) : undefined;
  if (!answer) throw notFound(consumerMessages.lotNotFound);
  return withHeaders(answer, { 'x-robots-tag': answer.indexable ? 'all' : 'noindex' });
});
