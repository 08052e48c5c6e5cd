import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { startMessage } from '#lib/loyalty/start-message';
import { createLoyaltyMessage, messageView } from '#lib/loyalty/messages';
import { logger } from '#lib/base/logger';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';
import { badRequest } from '#lib/base/errors';
import { segmentProblem } from '#shared/schemas/loyalty-audience';
import { assertUploadsFor } from '#lib/uploads/store/linked';

/**
 * `POST message` (spec 3 §7): writes the company's picture message, pending until its
 * sendDateTime (now when absent); one due now has its fan-out queued at once, a later one is
 * started by the sweep (jobs/schedules/sweep-loyalty-sends). A segment (absent: every member) is kept
 * on the message, and the fan-out applies it on the server. Its images are the company's confirmed
 * 'loyalty' uploads (png or jpeg, 600 KB each), checked before the write.
 */
export const handler = securedRoute(loyaltyMessages.createLoyaltyMessage, async ({ params, body }) => {
  await loyaltyCompany(params.clientId);
  const problem = segmentProblem(body.segment);
  if (problem) throw badRequest(problem);
  await assertUploadsFor(params.clientId, 'loyalty', body.messageMediaAws);
  const { message } = await createLoyaltyMessage({
    client: params.clientId,
    messageBody: body.messageBody.trim(),
    messageMediaAws: body.messageMediaAws,
    ...(body.sendDateTime && { sendDateTime: new Date(body.sendDateTime).toISOString() }),
    origin: 'message',
    ...(body.segment && { segment: body.segment }),
    ...(body.segment && body.segmentName && { segmentName: body.segmentName }),
  });
  // due now: started at once; should that fail, the message is still due and the sweep starts it
  if (message.sendDateTime <= new Date().toISOString())
    await startMessage(message.client, message._id).catch((e: unknown) =>
      logger.warn('message not started at once; the sweep will start it', { error: (e as Error).message }),
    );
  return { error: false as const, message: messageView(message) };
});
