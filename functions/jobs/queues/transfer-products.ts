import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { advanceTransfer } from '#lib/jobs/transfer';
import { logger } from '#lib/runtime/logger';
import { queueWorker } from '#lib/runtime/worker';

/** Receives before the dead-letter queue takes a message (infra/workers.ts says the same). */
const MAX_RECEIVES = 3;
/** How long a delivery holds its batch: the function's timeout, so a dead one gives it back. */
const LEASE_MS = 60_000;

const body = z.object({ transferId: idSchema, seq: z.number().check(z.int(), z.gte(0)) });

/**
 * The transfer worker: one batch of a transferEntityProducts job per message, then the message of
 * the next batch (docs/admin-products.md). The job's item is the claim (#lib/jobs/chain), so `once`
 * would only cost three writes more.
 */
export const handler = queueWorker({ name: 'transfer-products', body, once: false }, async ({ body, receiveCount }) => {
  const outcome = await advanceTransfer(body.transferId, body.seq, {
    receiveCount,
    maxReceives: MAX_RECEIVES,
    leaseMs: LEASE_MS,
  });
  logger.info('transfer batch', { transferId: body.transferId, seq: body.seq, outcome });
});
