import { sendMessage } from '#lib/aws/sqs';
import { returnToDue, takeDueMessage } from '#lib/loyalty/store/messages';
import { QUEUES } from '#shared/queues';

// The start of a message's fan-out (docs/client-loyalty-messages.md, Fan-out): a due message is
// taken off the due index by one conditional update, so however many starts race (the create
// call, a sweep, a retried sweep) one of them queues its fan-out. A module of its own, so the
// create call's bundle carries this and not the fan-out and the worker.

/**
 * Starts a due message's fan-out: takes it off the due index (conditional on it being there), then
 * queues the fan-out. Answers false when another start took it first. Should the queue refuse, the
 * message goes back on the index for the next sweep.
 */
export async function startMessage(clientId: string, messageId: string, now = new Date()): Promise<boolean> {
  const taken = await takeDueMessage(clientId, messageId, now);
  if (!taken) return false;
  try {
    await sendMessage(QUEUES.loyaltySends, { kind: 'fanOut', clientId, messageId });
  } catch (e) {
    await returnToDue(clientId, messageId, String(taken.sendDateTime));
    throw e;
  }
  return true;
}
