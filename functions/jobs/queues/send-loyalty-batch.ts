import { fanOut, sendsQueueBodySchema } from '#lib/loyalty/fan-out';
import { sendBatch } from '#lib/loyalty/send-batch';
import { logger } from '#lib/base/logger';
import { queueWorker } from '#lib/runtime/worker';

/**
 * The loyalty-sends queue (docs/client-loyalty-messages.md, The queue worker): a message's fan-out
 * over its members, or one batch of members texted through the company's provider. Each member's
 * send is claimed once in the table (#lib/loyalty/sends), so a redelivered or retried message texts
 * nobody twice without a per-message claim (`once: false`); a provider's 429 or 5xx throws, and SQS
 * delivers the message again after its visibility timeout, then dead-letters it.
 */
export const handler = queueWorker(
  { name: 'send-loyalty-batch', body: sendsQueueBodySchema, once: false },
  async ({ body, receiveCount }) => {
    if (body.kind === 'fanOut') {
      const queued = await fanOut(body.clientId, body.messageId);
      logger.info('loyalty message fanned out', { messageId: body.messageId, queued });
      return;
    }
    const outcomes = await sendBatch(body);
    logger.info('loyalty batch sent', { messageId: body.messageId, receiveCount, outcomes });
  },
);
