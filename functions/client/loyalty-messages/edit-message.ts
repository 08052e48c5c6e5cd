import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as messages from '#shared/messages/client/loyalty-messages';
import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { segmentProblem } from '#shared/schemas/loyalty-audience';
import { messageView } from '#lib/loyalty/messages';
import { getMessageItem, changeScheduledMessage } from '#lib/loyalty/store/messages';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { assertUploadsFor } from '#lib/uploads/store/linked';
import { badRequest, conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * `PUT message/{messageId}`: a scheduled message's body, images, time and segment changed, by one
 * update conditional on its send not having started (still on the due index, no fan-out begun): a
 * started message answers 409 and is left as it is.
 */
export const handler = securedRoute(loyaltyMessages.editLoyaltyMessage, async ({ params, body }) => {
  await loyaltyCompany(params.clientId);
  const problem = segmentProblem(body.segment);
  if (problem) throw badRequest(problem);
  const now = new Date();
  const sendDateTime = new Date(body.sendDateTime);
  if (sendDateTime <= now) throw badRequest(messages.sendAtPast);
  await assertUploadsFor(params.clientId, 'loyalty', body.messageMediaAws);
  const changed = await changeScheduledMessage(params.clientId, params.messageId, {
    now,
    fields: {
      messageBody: body.messageBody.trim(),
      messageMediaAws: body.messageMediaAws,
      sendDateTime: sendDateTime.toISOString(),
      ...(body.segment && { segment: body.segment }),
      ...(body.segment && body.segmentName && { segmentName: body.segmentName }),
    },
  });
  if (changed) return { error: false as const, message: messageView(changed) };
  if (!(await getMessageItem(params.clientId, params.messageId))) throw notFound(audienceMessages.messageNotFound);
  throw conflict(audienceMessages.messageStarted);
});
