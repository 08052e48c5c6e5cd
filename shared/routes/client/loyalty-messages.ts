import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  createMessageAnswerSchema,
  createMessageBodySchema,
  editMessageBodySchema,
  messageParamsSchema,
  messagesAnswerSchema,
  messagesQuerySchema,
} from '../../schemas/loyalty-message.ts';
import {
  providerCallbackParamsSchema,
  providerFormSchema,
  twimlAnswerSchema,
} from '../../schemas/provider-callback.ts';
import { QUEUES } from '#shared/queues';

// Loyalty messages (spec 3 §7's loyalty service, docs/client-loyalty-messages.md): a member of a
// company with loyalty enabled writes a picture message and reads the history with each
// message's delivery.

/** `POST message`: a new message to every member, sent now or at its sendDateTime. */
export const createLoyaltyMessage = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/message',
  handler: 'client/loyalty-messages/create-message',
  access: 'clientMember',
  params: clientParamsSchema,
  body: createMessageBodySchema,
  response: createMessageAnswerSchema,
  // a message due now is started at once: its fan-out is queued to loyalty-sends (the SQS call
  // takes the bundle to 301 KB)
  needs: { table: 'write', queues: [QUEUES.loyaltySends] },
});

/** `GET messages`: the company's messages, newest first, each with its delivery counts. */
export const listLoyaltyMessages = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/messages',
  handler: 'client/loyalty-messages/list-messages',
  access: 'clientMember',
  params: clientParamsSchema,
  query: messagesQuerySchema,
  response: messagesAnswerSchema,
  needs: { table: 'read' },
});

/** `PUT message/{messageId}`: a scheduled message changed, refused once its send has started. */
export const editLoyaltyMessage = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/message/{messageId}',
  handler: 'client/loyalty-messages/edit-message',
  access: 'clientMember',
  params: messageParamsSchema,
  body: editMessageBodySchema,
  response: createMessageAnswerSchema,
  needs: { table: 'write' },
});

/** `DELETE message/{messageId}`: a scheduled message called off, refused once its send has started. */
export const cancelLoyaltyMessage = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/client/{clientId}/message/{messageId}',
  handler: 'client/loyalty-messages/cancel-message',
  access: 'clientMember',
  params: messageParamsSchema,
  response: createMessageAnswerSchema,
  needs: { table: 'write' },
});

// The provider's webhooks (docs/client-loyalty-messages.md, Webhooks): public, since the provider
// calls them, and believed only when signed with the company's own credentials over the URL the
// provider was given (#lib/loyalty/provider/callback-urls). Their budgets (docs/architecture.md):
// the status webhook holds the Secrets Manager client and the signature check (305 KB), the
// inbound one the Twilio REST client that sends the answers too (1,256 KB).

/** A text's delivery status, posted by the provider: the member's send record and the message's counts. */
export const providerStatusCallback = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/hooks/twilio/{clientId}/status',
  handler: 'client/loyalty-messages/provider-status',
  access: 'public',
  params: providerCallbackParamsSchema,
  bodyFormat: 'form',
  body: providerFormSchema,
  response: twimlAnswerSchema,
  needs: { table: 'write', messagingSecrets: true, settings: ['siteUrl'] },
});

/** A text a member sent to the company's number: STOP, HELP, START and their wordings. */
export const providerInboundText = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/hooks/twilio/{clientId}/inbound',
  handler: 'client/loyalty-messages/provider-inbound',
  access: 'public',
  params: providerCallbackParamsSchema,
  bodyFormat: 'form',
  body: providerFormSchema,
  response: twimlAnswerSchema,
  needs: { table: 'write', messagingSecrets: true, settings: ['siteUrl'], profile: { bundleKb: 1300 } },
});
