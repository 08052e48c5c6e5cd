import { sendMessage } from '#lib/aws/sqs';
import { QUEUES } from '#shared/queues';
import { createMemberText } from './messages.ts';
import type { MemberBatch } from './fan-out.ts';

// A text to one member through the loyalty send path (docs/client-loyalty-messages.md): the queue
// worker checks the member's consent at the moment of the text, holds it through quiet hours for
// the morning, keeps to the daily cap and appends the warnings, as for every member of a message.

/**
 * Writes the member's text (once per id) and queues it to them. Safe to call again with the same
 * id: the message is written once, and the send path texts each member of a message once.
 */
export async function textMember(t: { clientId: string; id: string; phone: string; body: string }): Promise<void> {
  await createMemberText({ client: t.clientId, id: t.id, messageBody: t.body, origin: 'reward' });
  const batch: MemberBatch = { kind: 'members', clientId: t.clientId, messageId: t.id, phones: [t.phone] };
  await sendMessage(QUEUES.loyaltySends, batch);
}
