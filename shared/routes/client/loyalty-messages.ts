import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  createMessageAnswerSchema,
  createMessageBodySchema,
  messagesAnswerSchema,
  messagesQuerySchema,
} from '../../schemas/loyalty-message.ts';

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
  needs: { table: 'write', queues: ['loyalty-sends'], profile: { bundleKb: 320 } },
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
