import { MEDIA } from '#shared/media';
import * as consumerMessages from '#shared/messages/consumer';
import * as labResults from '#shared/routes/lab-results';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { downloadLink } from '#lib/aws/media';
import { notFound } from '#lib/base/errors';
import { plausibleId } from '#lib/base/ids';
import { httpRoute, redirect } from '#lib/runtime/http';

/**
 * GET lab-result/{lotId}/coa: to the lot's first certificate by a link signed now. The signed links
 * last minutes; this address lasts, so a WCIA document can name it.
 */
export const handler = httpRoute(labResults.getLabResultCoa, async ({ params }) => {
  const lot = plausibleId(params.lotId) ? await getLotWithTest(params.lotId) : undefined;
  const key =
    lot?.testResult && lot.processingInfo?.status !== 'pending'
      ? lot.testResult.pdfFiles.find((k) => k.startsWith(MEDIA.private.coas))
      : undefined;
  if (!key) throw notFound(consumerMessages.lotNotFound);
  return redirect(await downloadLink(key));
});
