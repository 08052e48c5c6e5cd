import * as coaMessages from '#shared/messages/client/coa-service';
import * as companyMessages from '#shared/messages/client/companies';
import * as coaService from '#shared/routes/client/coa-service';
import { getClient } from '#lib/clients/store';
import { sendForEntry } from '#lib/pipeline/send-for-entry';
import { sentBefore } from '#lib/pipeline/store/coa-service';
import { badRequest, conflict, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';
import { assertUploadedBy } from '#lib/uploads/store/linked';

/** The upload id in a COA's key (`private/coas/<clientId>/<uploadId>.pdf`, or `.json` for WCIA). */
const uploadIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));

/**
 * POST testResult/premium (spec 2 §7): each PDF of the batch becomes one COA for the data-entry
 * staff, a pending parent lot and a draft test result (docs/client-coa-service.md). The month's
 * limit is reserved first, conditionally, for the whole batch; COAs whose PDF was sent before are
 * skipped and given back to the month, as are COAs a failed write left unwritten.
 */
export const handler = securedRoute(coaService.sendPremiumCoas, async ({ params, body, caller }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  if (!client.coaDataEntryService?.enabled) throw forbidden(coaMessages.notEnabled);
  if (body.dataOwner !== client._id) throw badRequest(coaMessages.notYourData);
  const files = body.pdfFiles;
  if (!files.length) throw badRequest(coaMessages.noDocuments);
  if (body.mode === 'single' && files.length > 1) throw badRequest(coaMessages.singleTakesOne);
  if (body.mode === 'multiple' && files.length < 2) throw badRequest(coaMessages.multipleNeedsTwo);
  if (new Set(files).size !== files.length) throw badRequest(coaMessages.samePdfTwice);
  const producer = !body.producer || body.producer === client._id ? client : await getClient(body.producer);
  if (!producer || (producer !== client && producer.type !== 'producer'))
    throw badRequest(coaMessages.producerNotFound);
  await assertUploadedBy(client._id, files);
  // Finish pressed twice, or a batch re-sent with a few PDFs added: what was sent is not sent again
  const before = await sentBefore(client._id, files.map(uploadIdOf));
  const fresh = files.filter((f) => !before.has(uploadIdOf(f)));
  const alreadySent = files.filter((f) => before.has(uploadIdOf(f)));
  if (!fresh.length) throw conflict(coaMessages.alreadySent);

  const out = await sendForEntry(
    client,
    producer,
    caller.user._id,
    fresh.map((key) => ({ uploadId: uploadIdOf(key), key })),
  );
  const { sent } = out;
  // a batch sent twice at once: the other request wrote these
  if (!sent.length) throw conflict(coaMessages.alreadySent);
  return {
    error: false as const,
    sent: sent.map((c) => ({ pdfFile: c.draft.pdfFiles[0]!, lot: c.lot._id, testResult: c.draft._id })),
    alreadySent: [...alreadySent, ...out.unwritten.map((c) => c.draft.pdfFiles[0]!)],
    month: out.month,
    used: out.used,
    serviceLimit: out.serviceLimit,
  };
});
