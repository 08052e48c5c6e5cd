import { outboxMessageSchema, type OutboxMessage } from '#shared/schemas/mail';
import { markSent } from '#lib/mail/store';
import { sendEmail } from '#lib/aws/ses';
import { permanentFailure, streamWorker } from '#lib/runtime/worker';
import { setting } from '#lib/base/config';

// Delivers outbox messages (entity 'mail') as they are written. In AWS through SES; on the local
// runtime (MAIL_TRANSPORT=local) the message stays in the table, where the local outbox page at
// /__local/outbox shows it. Each insert is sent once: a redelivered stream record finds its
// event id done and is skipped; only a Lambda that dies between send and mark can send twice.

async function deliver(m: OutboxMessage) {
  if (setting('MAIL_TRANSPORT') === 'local') return;
  // loyalty activation codes wait here, shown on the local outbox page, until the loyalty provider
  // port texts them (#lib/loyalty/activation-codes); in AWS there is no SMS transport to fake
  if (m.channel !== 'email') throw permanentFailure(`no transport for ${m.channel} yet`);
  const from = setting('MAIL_FROM');
  if (!from) throw new Error('MAIL_FROM is not configured');
  await sendEmail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
}

export const handler = streamWorker(
  { name: 'send-mail', image: outboxMessageSchema, events: ['INSERT'] },
  async ({ image: m }) => {
    if (m.status !== 'pending') return;
    await deliver(m);
    await markSent(m._id, new Date().toISOString());
  },
);
