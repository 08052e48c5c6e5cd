import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { EMPTY_TWIML, inboundTextSchema } from '#shared/schemas/provider-callback';
import { getClient } from '#lib/clients/store';
import { answerInbound } from '#lib/loyalty/keywords';
import { messagingFor } from '#lib/loyalty/provider/for-client';
import { verifyCallback } from '#lib/loyalty/provider/verify-callback';
import { badRequest } from '#lib/base/errors';
import { formRoute } from '#lib/runtime/form-route';
import { describeIssues } from '#lib/runtime/http';

/**
 * A text a member sent to the company's number, posted by the provider: signed by the company's
 * provider, else 403 and nothing read. Keywords are obeyed whether or not loyalty is still enabled
 * (an opt-out always counts); the answers go through the provider port, so the TwiML says nothing.
 */
export const handler = formRoute(loyaltyMessages.providerInboundText, 'text/xml', async ({ params, body, event }) => {
  await verifyCallback(params.clientId, 'inbound', event.headers, body);
  const fields = inboundTextSchema.safeParse(body);
  if (!fields.success) throw badRequest(describeIssues('body', fields.error));
  const [client, messaging] = await Promise.all([getClient(params.clientId), messagingFor(params.clientId)]);
  // signed, so the token is set; without the number too, no answer can be sent: nothing is done
  if (client && messaging)
    await answerInbound(client, messaging, {
      sid: fields.data.MessageSid,
      from: fields.data.From,
      body: fields.data.Body,
    });
  return EMPTY_TWIML;
});
