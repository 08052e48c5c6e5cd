import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { createLoyaltyMessage, messageView } from '#lib/loyalty/messages';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { securedRoute } from '#lib/runtime/secured-route';
import { assertUploadsFor } from '#lib/uploads/linked';

/**
 * `POST message` (spec 3 §7): writes the company's picture message, pending until its
 * sendDateTime (now when absent); the send path fans it out to the members from there. Its images
 * are the company's confirmed 'loyalty' uploads (png or jpeg, 600 KB each), checked before the write.
 */
export const handler = securedRoute(loyaltyMessages.createLoyaltyMessage, async ({ params, body }) => {
  await loyaltyCompany(params.clientId);
  await assertUploadsFor(params.clientId, 'loyalty', body.messageMediaAws);
  const { message } = await createLoyaltyMessage({
    client: params.clientId,
    messageBody: body.messageBody.trim(),
    messageMediaAws: body.messageMediaAws,
    ...(body.sendDateTime && { sendDateTime: new Date(body.sendDateTime).toISOString() }),
    origin: 'message',
  });
  return { error: false as const, message: messageView(message) };
});
