import * as messages from '#shared/messages/client/loyalty-keywords';
import { readMessagingSecret } from '#lib/aws/secrets';
import { forbidden } from '#lib/base/errors';
import { callbackUrl, type ProviderCallback } from './callback-urls.ts';
import { twilioSigned } from './twilio-signature.ts';

/**
 * Refuses (403) a webhook request that is not the company's provider's: X-Twilio-Signature over
 * the URL the provider was given for this company and kind (never the URL the request arrived at,
 * which a proxy may rewrite) and every form field, keyed with the company's own auth token. A
 * company without an auth token has nothing to sign with, so everything is refused. Only the
 * token is read here: the status webhook needs no provider client.
 */
export async function verifyCallback(
  clientId: string,
  kind: ProviderCallback,
  headers: Record<string, string | undefined>,
  form: Record<string, string>,
): Promise<void> {
  const signature = headers['x-twilio-signature'];
  const token = signature ? (await readMessagingSecret(clientId))?.authToken : undefined;
  if (!signature || !token || !twilioSigned(token, signature, callbackUrl(clientId, kind), form))
    throw forbidden(messages.unsigned);
}
