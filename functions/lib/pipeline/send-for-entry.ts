import * as coaMessages from '#shared/messages/client/coa-service';
import type { Client } from '#shared/schemas/catalog';
import {
  coaMonth,
  COAS_PER_WRITE,
  coasUsed,
  putSentCoas,
  releaseCoas,
  reserveCoas,
  type SentCoa,
} from '#lib/pipeline/store/coa-service';
import { badRequest } from '#lib/base/errors';
import { newId } from '#lib/base/ids';

/** Transactions written at once. */
const PARALLEL_WRITES = 2;

/** A document to send: the upload it is and its key. */
export type EntryDocument = { uploadId: string; key: string };

/**
 * Sends documents to the data-entry staff, each a pending parent lot and a draft result (the COA
 * Data Entry Service, docs/client-coa-service.md). The month's limit is reserved first,
 * conditionally, for all of them; documents a failed or raced write left unwritten are given back
 * to the month and answered in `unwritten`.
 */
export async function sendForEntry(
  client: Client,
  producer: Pick<Client, '_id' | 'name'>,
  userId: string,
  documents: EntryDocument[],
) {
  const at = new Date();
  const month = coaMonth(at);
  const limit = client.coaDataEntryService?.serviceLimit ?? 0;
  if (!(await reserveCoas(client._id, month, documents.length, limit)))
    throw badRequest(coaMessages.overLimit(documents.length, await coasUsed(client._id, month), limit));

  const now = at.toISOString();
  const coas: SentCoa[] = documents.map(({ uploadId, key }) => {
    const lotId = newId();
    const testId = newId();
    return {
      uploadId,
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
        pdfFiles: [key],
        submittedBy: userId,
        createdAt: now,
        updatedAt: now,
      },
    };
  });

  // chunks of COAS_PER_WRITE in one transaction each; a chunk refused because one of its documents
  // was sent meanwhile is written again one at a time, so only that one is skipped
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
  return {
    sent,
    unwritten: coas.filter((_, i) => !written[i]),
    month,
    used: await coasUsed(client._id, month),
    serviceLimit: limit,
  };
}
