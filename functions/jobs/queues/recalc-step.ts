import * as z from 'zod/mini';
import { advanceRecalc } from '#lib/jobs/recalc';
import { logger } from '#lib/runtime/logger';
import { queueWorker } from '#lib/runtime/worker';

/** Receives before the dead-letter queue takes a message (infra/workers.ts says the same). */
const MAX_RECEIVES = 3;
/** How long a delivery holds its step: the function's timeout, so a dead one gives it back. */
const LEASE_MS = 900_000;

const body = z.object({
  runId: z.string().check(z.minLength(1), z.maxLength(40)),
  seq: z.number().check(z.int(), z.gte(0)),
});

/**
 * The recalculation worker: one step of the run per message (a page of companies' counts, or one
 * whole index rebuilt), then the message of the next (docs/admin-recalc.md). The run's item is the
 * claim (#lib/jobs/chain).
 */
export const handler = queueWorker({ name: 'recalc-step', body, once: false }, async ({ body, receiveCount }) => {
  const outcome = await advanceRecalc(body.runId, body.seq, {
    receiveCount,
    maxReceives: MAX_RECEIVES,
    leaseMs: LEASE_MS,
  });
  logger.info('recalc step', { runId: body.runId, seq: body.seq, outcome });
});
