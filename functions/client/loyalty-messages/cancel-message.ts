import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { messageView } from '#lib/loyalty/messages';
import { getMessageItem, changeScheduledMessage } from '#lib/loyalty/store/messages';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * `DELETE message/{messageId}`: a scheduled message called off (status cancelled, off the due
 * index, kept in the history), conditional on its send not having started: else 409.
 */
export const handler = securedRoute(loyaltyMessages.cancelLoyaltyMessage, async ({ params }) => {
  await loyaltyCompany(params.clientId);
  const changed = await changeScheduledMessage(params.clientId, params.messageId, { cancel: true, now: new Date() });
  if (changed) return { error: false as const, message: messageView(changed) };
  if (!(await getMessageItem(params.clientId, params.messageId))) throw notFound(audienceMessages.messageNotFound);
  throw conflict(audienceMessages.messageStarted);
});
