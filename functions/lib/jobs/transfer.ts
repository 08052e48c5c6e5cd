import * as messages from '#shared/messages/admin/products';
import { releaseStep } from '#lib/jobs/store';
import {
  commitBatch,
  finishTransfer,
  freshProducts,
  getTransfer,
  readBatch,
  type TransferJob,
} from '#lib/transfers/store';
import { transferKey } from '#lib/transfers/keys';
import { sendMessage } from '#lib/aws/sqs';
import { advance, type ChainSpec } from './chain.ts';
import { transferMessage } from './messages.ts';
import { QUEUES } from '#shared/queues';

// transferEntityProducts as a chain of batches (docs/admin-products.md, Transfers). One message
// moves one batch: the products after the job's cursor, each on the version read, committed with
// the job's count and cursor in one transaction, so a product is moved and counted exactly once
// whatever is delivered twice or dies halfway.

/** Products per batch: one transaction holds them and the job's item (DynamoDB allows 100 items). */
export const TRANSFER_BATCH = 99;
/** A batch that meets products changing under it reads them again this many times before failing. */
const ATTEMPTS = 5;

/** One batch of the job: 'next' (more to do), 'finished' or 'lost' (another delivery has the step). */
export async function transferBatch(job: TransferJob, lease: number, batch = TRANSFER_BATCH) {
  const page = await readBatch(job.from, job.cursor, batch);
  if (page.products.length === 0) {
    // past the end: once more from the start, in case a product came back behind the cursor (a
    // change that kept an older updatedAt); an empty sweep from the start is the end
    if (job.cursor === null) return (await finishTransfer(job, { status: 'done' }, lease)) ? 'finished' : 'lost';
    const r = await commitBatch(job, lease, [], null);
    if (r === 'lost') return 'lost';
    return 'next';
  }
  let products = page.products;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const r = await commitBatch(job, lease, products, page.last);
    if (r === 'ok') return 'next';
    if (r === 'lost') return 'lost';
    // products changed meanwhile: as they are now, those still the from company's (one moved away
    // by someone else, or already moved by this job on a stale index read, is not ours to move)
    const fresh = new Map((await freshProducts(r.changed)).map((p) => [p._id, p]));
    products = products.flatMap((p) => {
      const now = r.changed.includes(p._id) ? fresh.get(p._id) : p;
      return now && now.producer === job.from ? [now] : [];
    });
  }
  throw new Error('the products kept changing during the batch');
}

/** The chain of a transfer job (#lib/jobs/chain). */
export const transferChain = (jobId: string, batch = TRANSFER_BATCH): ChainSpec<TransferJob> => ({
  key: transferKey(jobId),
  load: () => getTransfer(jobId, true),
  step: (job, lease) => transferBatch(job, lease, batch),
  failed: async (job, lease, error, last) => {
    if (last) await finishTransfer(job, { status: 'failed', error: messages.transferFailed });
    else
      await releaseStep(transferKey(job._id), job.seq, lease, {
        set: '#e = :error',
        names: { '#e': 'error' },
        values: { ':error': error.message },
      });
  },
  send: (seq) => sendMessage(QUEUES.productTransfers, transferMessage(jobId, seq)),
});

export const advanceTransfer = (
  jobId: string,
  seq: number,
  opts: { receiveCount: number; maxReceives: number; leaseMs: number },
) => advance(transferChain(jobId), seq, opts);
