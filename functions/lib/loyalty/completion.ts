import { completeMessage } from '#lib/loyalty/store/messages';

// When a message is `complete` (docs/client-loyalty-messages.md, Completion): the fan-out is over
// (`fannedOut`, `memberCount`), every member queued has a first decision (`decidedCount`), none is
// still held for the morning (`heldCount`), and every text handed to the provider has its final
// status (`finishedCount` ≥ `sentCount`). The counters move in the same writes as the decisions
// they count, so the check can run from any of them: the end of a batch, the fan-out, a status
// callback.

/** Moves the message to `complete` if it is; a message not done yet, or complete already, is left alone. */
export async function completeIfDone(clientId: string, messageId: string): Promise<void> {
  await completeMessage(clientId, messageId);
}
