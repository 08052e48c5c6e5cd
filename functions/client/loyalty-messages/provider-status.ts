import * as loyaltyMessages from '#shared/routes/client/loyalty-messages';
import { EMPTY_TWIML, statusCallbackSchema } from '#shared/schemas/provider-callback';
import { applyStatusCallback } from '#lib/loyalty/delivery';
import { verifyCallback } from '#lib/loyalty/provider/verify-callback';
import { badRequest } from '#lib/base/errors';
import { formRoute } from '#lib/runtime/form-route';
import { describeIssues } from '#lib/runtime/http';

/**
 * The provider's status callback for a text: signed by the company's provider, else 403 and
 * nothing read. The status moves the member's send forward and counts on the message once;
 * repeated, late and unknown callbacks change nothing and are answered alike (the provider wants
 * only a 2xx).
 */
export const handler = formRoute(
  loyaltyMessages.providerStatusCallback,
  'text/xml',
  async ({ params, body, event }) => {
    await verifyCallback(params.clientId, 'status', event.headers, body);
    const fields = statusCallbackSchema.safeParse(body);
    if (!fields.success) throw badRequest(describeIssues('body', fields.error));
    await applyStatusCallback(params.clientId, fields.data.MessageSid, fields.data.MessageStatus);
    return EMPTY_TWIML;
  },
);
