import { putIfAbsent } from '#lib/aws/dynamodb';
import { newId } from '#lib/runtime/ids';
import type { LoyaltyMessage } from '#shared/schemas/loyalty-message';

// Loyalty messages (`CLIENT#<clientId>` / `MESSAGE#<id>`, entity 'loyaltyMessage'). Every message,
// typed by a business or started by a points offer with sendMessage, is written here and only here:
// the send path fans out what this writes (when its sendDateTime comes).

export const messageKey = (clientId: string, id: string) => ({ pk: `CLIENT#${clientId}`, sk: `MESSAGE#${id}` });

export interface NewLoyaltyMessage {
  client: string;
  messageBody: string;
  messageMediaAws: string[];
  /** now when absent */
  sendDateTime?: string;
  origin: LoyaltyMessage['origin'];
  offerId?: string;
  /** a caller that may repeat (an offer's start) passes its own id so the message is written once */
  id?: string;
}

/**
 * Writes a pending message, once: a repeated call with the same id answers the message as stored
 * (`created` false). Listed on gsi1 `CLIENT#<clientId>#MESSAGE` by updatedAt, newest first.
 */
export async function createLoyaltyMessage(
  input: NewLoyaltyMessage,
  now = new Date(),
): Promise<{ message: LoyaltyMessage; created: boolean }> {
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
    createdAt: at,
    updatedAt: at,
  };
  const { item, created } = await putIfAbsent(message, messageKey(input.client, id), {
    entity: 'loyaltyMessage',
    gsi1pk: `CLIENT#${input.client}#MESSAGE`,
    gsi1sk: `${at}#${id}`,
  });
  return { message: item, created };
}
