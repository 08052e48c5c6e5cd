import type { Lot } from '#shared/schemas/catalog';
import type { PrintJob, PrintJobView } from '#shared/schemas/printing';
import * as printMessages from '#shared/messages/client/printing';
import { createPrintJob } from '#lib/printing/store';
import { getLot } from '#lib/lots/store';
import { isPrintable } from '#shared/printing/printable';
import { sendMessage } from '#lib/aws/sqs';
import { badRequest, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { QUEUES } from '#shared/queues';

/** The client's own printable parent lot, or the 4xx that says why not. */
export async function printableParentLot(clientId: string, lotId: string): Promise<Lot> {
  const lot = await getLot(lotId);
  if (!lot || lot.owner._id !== clientId || lot.lotType !== 'parentLot' || lot.deletedAt)
    throw notFound(printMessages.lotNotFound);
  if (lot.processingInfo?.status === 'pending') throw badRequest(printMessages.lotNotPrintable);
  if (!lot.testResult) throw badRequest(printMessages.lotHasNoResult);
  // the rule the lot tables show (spec 2 'Lot tables'), which the checks above explain
  if (!isPrintable(lot)) throw badRequest(printMessages.lotNotPrintable);
  return lot;
}

/** Records the job, then queues it; the worker renders it once (docs/printing.md). */
export async function queuePrintJob(
  fields: Pick<PrintJob, 'client' | 'kind' | 'stickers' | 'products' | 'requestedBy'>,
): Promise<PrintJob> {
  const now = new Date().toISOString();
  const job: PrintJob = { _id: newId(), status: 'queued', createdAt: now, updatedAt: now, ...fields };
  await createPrintJob(job);
  await sendMessage(QUEUES.printJobs, { printJobId: job._id });
  return job;
}

/** A job just queued, as the page sees it: no file yet, so no link (and no S3 signing in the sending bundles). */
export const queuedJobView = (j: PrintJob): PrintJobView => ({
  _id: j._id,
  kind: j.kind,
  status: j.status,
  ...(j.stickers && { stickers: j.stickers }),
  ...(j.products && { products: j.products }),
  createdAt: j.createdAt,
  updatedAt: j.updatedAt,
});
