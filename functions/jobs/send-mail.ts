import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { OutboxMessage } from '#shared/schemas/mail';
import { markSent } from '#lib/db/outbox';
import { logger } from '#lib/logger';
import { sendEmail } from '#lib/ses';

// Delivers outbox messages (entity 'mail') as they are written. In AWS through SES; on the local
// runtime (MAIL_TRANSPORT=local) the message stays in the table, where the local outbox page at
// /__local/outbox shows it. Delivery is at least once: a crash between send and mark resends.

async function deliver(m: OutboxMessage) {
  if (m.channel !== 'email') throw new Error(`no transport for ${m.channel} yet`);
  if (process.env.MAIL_TRANSPORT === 'local') return;
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not configured');
  await sendEmail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
}

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
    const m = unmarshall(record.dynamodb.NewImage as never) as OutboxMessage;
    if (m.status !== 'pending') continue;
    try {
      await deliver(m);
      await markSent(m._id, new Date().toISOString());
    } catch (e) {
      logger.error('mail delivery failed', { messageId: m._id, error: e as Error });
      // report the first failure; the stream retries from there
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
};
