import * as coaMessages from '#shared/messages/client/coa-service';
import * as companyMessages from '#shared/messages/client/companies';
import * as coaService from '#shared/routes/client/coa-service';
import { getClient } from '#lib/clients/store';
import {
  coaMonth,
  COAS_PER_WRITE,
  coasUsed,
  putSentCoas,
  releaseCoas,
  reserveCoas,
  sentBefore,
  type SentCoa,
} from '#lib/pipeline/store/coa-service';
import { badRequest, conflict, forbidden, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';
import { assertUploadedBy } from '#lib/uploads/store/linked';

/** The upload id in a COA's key (`private/coas/<clientId>/<uploadId>.pdf`, or `.json` for WCIA). */
const uploadIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));

/** Transactions written at once. */
const PARALLEL_WRITES = 2;

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

  const at = new Date();
  const month = coaMonth(at);
  const limit = client.coaDataEntryService.serviceLimit;
  if (!(await reserveCoas(client._id, month, fresh.length, limit)))
    throw badRequest(coaMessages.overLimit(fresh.length, await coasUsed(client._id, month), limit));

  const now = at.toISOString();
  const coas: SentCoa[] = fresh.map((pdfFile) => {
    const lotId = newId();
    const testId = newId();
    return {
      uploadId: uploadIdOf(pdfFile),
      lot: {
        _id: lotId,
        lotType: 'parentLot',
        producer: { _id: producer._id, name: producer.name },
        owner: { _id: client._id, name: client.name },
        testResult: testId,
        // not on sale, nor printable, until its result is entered and reviewed
        available: false,
        processingInfo: { status: 'pending' },
        createdAt: now,
        updatedAt: now,
      },
      draft: {
        _id: testId,
        dataOwner: client._id,
        producer: producer._id,
        lotId,
        pdfFiles: [pdfFile],
        submittedBy: caller.user._id,
        createdAt: now,
        updatedAt: now,
      },
    };
  });

  // chunks of COAS_PER_WRITE in one transaction each; a chunk refused because one of its PDFs was
  // sent meanwhile is written again one COA at a time, so only that one is skipped
  const written: boolean[] = new Array<boolean>(coas.length).fill(false);
  const chunks = Array.from({ length: Math.ceil(coas.length / COAS_PER_WRITE) }, (_, i) => i * COAS_PER_WRITE);
  let failure: unknown;
  let next = 0;
  const worker = async () => {
    while (next < chunks.length && !failure) {
      const from = chunks[next++]!;
      const chunk = coas.slice(from, from + COAS_PER_WRITE);
      try {
        if (await putSentCoas(client._id, chunk)) chunk.forEach((_, j) => (written[from + j] = true));
        else for (const [j, coa] of chunk.entries()) written[from + j] = await putSentCoas(client._id, [coa]);
      } catch (e) {
        failure ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, chunks.length) }, worker));
  const sent = coas.filter((_, i) => written[i]);
  await releaseCoas(client._id, month, coas.length - sent.length);
  if (failure) throw failure;
  // a batch sent twice at once: the other request wrote these
  if (!sent.length) throw conflict(coaMessages.alreadySent);
  return {
    error: false as const,
    sent: sent.map((c) => ({ pdfFile: c.draft.pdfFiles[0]!, lot: c.lot._id, testResult: c.draft._id })),
    alreadySent: [...alreadySent, ...coas.filter((_, i) => !written[i]).map((c) => c.draft.pdfFiles[0]!)],
    month,
    used: await coasUsed(client._id, month),
    serviceLimit: limit,
  };
});
