import { putIfAbsent, stripKeys } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { newId } from '#lib/base/ids';
import type { Segment } from '#shared/schemas/loyalty-audience';
import type { LoyaltyMessage, LoyaltyMessageView } from '#shared/schemas/loyalty-message';
import { clientMessagesPartition, dueMessageIndex, messageKey } from '#lib/loyalty/keys';

// Loyalty messages (`CLIENT#<clientId>` / `MESSAGE#<id>`, entity 'loyaltyMessage'). Every message,
// typed by a business or started by a points offer with sendMessage, is written here and only here:
// the send path fans out what this writes (when its sendDateTime comes). A message waits on the
// sparse gsi3 `LOYALTY#dueMessages` / `<sendDateTime>#<clientId>#<id>` until its fan-out starts
// (#lib/loyalty/fan-out), which takes it off in one conditional update.

export interface NewLoyaltyMessage {
  client: string;
  messageBody: string;
  messageMediaAws: string[];
  /** now when absent */
  sendDateTime?: string;
  origin: LoyaltyMessage['origin'];
  offerId?: string;
  /** who it goes to; absent, every member */
  segment?: Segment;
  segmentName?: string;
  /** a caller that may repeat (an offer's start) passes its own id so the message is written once */
  id?: string;
}

/** A new pending message as stored: the one shape every writer (a business, an offer's start) puts. */
export function loyaltyMessageItem(input: NewLoyaltyMessage, now = new Date()) {
  const at = now.toISOString();
  const id = input.id ?? newId(now.getTime());
  const message: LoyaltyMessage = {
    _id: id,
    client: input.client,
    messageBody: input.messageBody,
    messageMediaAws: input.messageMediaAws,
    method: 'mms',
    status: 'pending',
    sendDateTime: input.sendDateTime ?? at,
    deliveryPercent: 0,
    origin: input.origin,
    ...(input.offerId && { offerId: input.offerId }),
    ...(input.segment && { segment: input.segment }),
    ...(input.segmentName && { segmentName: input.segmentName }),
    createdAt: at,
    updatedAt: at,
  };
  return {
    message,
    key: messageKey(input.client, id),
    attributes: {
      entity: 'loyaltyMessage',
      gsi1pk: clientMessagesPartition(input.client),
      gsi1sk: `${at}#${id}`,
      ...dueMessageIndex(message),
    },
  };
}

/**
 * Writes a pending message, once: a repeated call with the same id answers the message as stored
 * (`created` false). Listed on gsi1 `CLIENT#<clientId>#MESSAGE` by updatedAt, newest first.
 */
export async function createLoyaltyMessage(
  input: NewLoyaltyMessage,
  now = new Date(),
): Promise<{ message: LoyaltyMessage; created: boolean }> {
  const { message, key, attributes } = loyaltyMessageItem(input, now);
  const { item, created } = await putIfAbsent(message, key, attributes);
  return { message: item, created };
}

/**
 * Writes a text to one member (a reward's confirmation), once per id: it is neither listed in the
 * history nor due for a fan-out, since its one member is queued by the caller
 * (#lib/loyalty/member-text); its fan-out is over from the start, so it completes like any message.
 */
export async function createMemberText(
  input: { client: string; id: string; messageBody: string; origin: 'reward' },
  now = new Date(),
): Promise<LoyaltyMessage> {
  const { message, key } = loyaltyMessageItem({ ...input, messageMediaAws: [] }, now);
  const { item } = await putIfAbsent(message, key, { entity: 'loyaltyMessage', fannedOut: true, memberCount: 1 });
  return item;
}

/**
 * The one delivery figure, wherever a message shows: delivered ÷ the texts the provider took, to a
 * tenth of a percent, so it reads the same as the counts beside it while texts are still on the way.
 */
export const deliveryPercentOf = (delivered: number, sent: number): number =>
  sent > 0 ? Math.round((delivered / sent) * 1000) / 10 : 0;

/** A stored message with its delivery counts, as the business's calls answer it. */
export function messageView(item: Record<string, unknown>): LoyaltyMessageView {
  const n = (k: string) => (typeof item[k] === 'number' ? item[k] : 0);
  const message = stripKeys<LoyaltyMessage>(item);
  return {
    ...message,
    deliveryPercent: deliveryPercentOf(n('deliveredCount'), n('sentCount')),
    delivery: {
      sent: n('sentCount'),
      delivered: n('deliveredCount'),
      failed: n('failedCount'),
      undelivered: n('undeliveredCount'),
      noConsent: n('noConsentCount'),
      optedOut: n('optedOutCount'),
      quietHours: n('quietHoursCount'),
      capped: n('cappedCount'),
      refused: n('refusedCount'),
      held: n('heldCount'),
    },
  };
}

/** One page of a company's messages, newest first. */
export async function listMessages(client: string, limit: number, cursor?: string) {
  const partition = clientMessagesPartition(client);
  const page = await newestFirstPage(partition, limit, cursor);
  return { messages: page.items.map(messageView), nextCursor: page.nextCursor };
}
