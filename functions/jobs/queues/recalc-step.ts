import * as z from 'zod/mini';
import { advanceRecalc } from '#lib/jobs/recalc';
import { logger } from '#lib/base/logger';
import { queueWorker } from '#lib/runtime/worker';

const body = z.object({
  runId: z.string().check(z.minLength(1), z.maxLength(40)),
  seq: z.number().check(z.int(), z.gte(0)),
});

/**
 * The recalculation worker: one step of the run per message (a page of companies' counts, or one
 * whole index rebuilt), then the message of the next (docs/admin-recalc.md). The run's item is the
 * claim (#lib/jobs/chain).
 */
export const handler = queueWorker(
  { name: 'recalc-step', body, once: false },
  async ({ body, receiveCount, delivery }) => {
    const outcome = await advanceRecalc(body.runId, body.seq, {
      receiveCount,
      ...delivery,
    });
    logger.info('recalc step', { runId: body.runId, seq: body.seq, outcome });
  },
);
