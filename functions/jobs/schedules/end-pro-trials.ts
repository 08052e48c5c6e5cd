import { dueTrials, endTrial } from '#lib/clients/store/pro-trials';
import { logger } from '#lib/base/logger';
import { scheduleWorker } from '#lib/runtime/worker';

/**
 * Ends the Pro trials that are due: each company goes back to the free level. It reads the table as
 * it is now and each end is a conditional update, so a repeated or overlapping run changes nothing
 * twice (no idempotency claim needed); the time is the firing's, so a retry ends the same trials.
 */
export const handler = scheduleWorker({ name: 'end-pro-trials', once: false }, async (tick) => {
  let ended = 0;
  let kept = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dueTrials(tick.time, start);
    for (const trial of page.trials) {
      if (await endTrial(trial, tick.time)) ended++;
      else kept++;
    }
    start = page.next;
  } while (start);
  logger.info('pro trials ended', { ended, keptByAChangeMeanwhile: kept });
});
