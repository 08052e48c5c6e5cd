import { queueDeferredSends } from '#lib/loyalty/fan-out';
import { dueMessages } from '#lib/loyalty/store/messages';
import { startMessage } from '#lib/loyalty/start-message';
import { logger } from '#lib/base/logger';
import { scheduleWorker } from '#lib/runtime/worker';

/**
 * Every minute (docs/client-loyalty-messages.md, Schedule): starts the loyalty messages whose
 * sendDateTime has come (each taken off the due index by a conditional update, so a retried or
 * overlapping run starts nothing twice) and queues the texts that waited for their member's
 * morning. The table as it is now decides, so no idempotency claim (`once: false`).
 */
export const handler = scheduleWorker({ name: 'sweep-loyalty-sends', once: false }, async (tick) => {
  let started = 0;
  let startedMeanwhile = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dueMessages(tick.time, start);
    for (const m of page.messages)
      if (await startMessage(m.clientId, m.messageId, tick.time)) started++;
      else startedMeanwhile++;
    start = page.next;
  } while (start);
  const morning = await queueDeferredSends(tick.time);
  logger.info('loyalty sends swept', { started, startedMeanwhile, morning });
});
