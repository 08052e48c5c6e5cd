import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { advanceTransfer } from '#lib/jobs/transfer';
import { logger } from '#lib/base/logger';
import { queueWorker } from '#lib/runtime/worker';

const body = z.object({ transferId: idSchema, seq: z.number().check(z.int(), z.gte(0)) });

/**
 * The transfer worker: one batch of a transferEntityProducts job per message, then the message of
 * the next batch (docs/admin-products.md). The job's item is the claim (#lib/jobs/chain), so `once`
 * would only cost three writes more.
 */
export const handler = queueWorker(
  { name: 'transfer-products', body, once: false },
  async ({ body, receiveCount, delivery }) => {
    const outcome = await advanceTransfer(body.transferId, body.seq, {
      receiveCount,
      ...delivery,
    });
    logger.info('transfer batch', { transferId: body.transferId, seq: body.seq, outcome });
  },
);
