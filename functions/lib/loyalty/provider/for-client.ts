import { readMessagingSecret } from '#lib/aws/secrets';
import { setting } from '#lib/base/config';
import type { MessagingProvider } from './port.ts';
import { twilioProvider } from './twilio.ts';

export interface CompanyMessaging {
  provider: MessagingProvider;
  /** the company's sending number */
  from: string;
  /** the secret that signs what the provider posts back (Twilio: the auth token) */
  signingKey: string;
}

/**
 * The provider a company sends through, built from its messaging settings in Secrets Manager;
 * undefined while they are incomplete. Twilio is the only adapter today: another provider is a new
 * adapter beside twilio.ts chosen here by a field of the same secret (docs/client-loyalty.md).
 * TWILIO_API_URL is set only by the local runtime, to its stand-in.
 */
export async function messagingFor(clientId: string): Promise<CompanyMessaging | undefined> {
  const secret = await readMessagingSecret(clientId);
  if (!secret?.accountId || !secret.authToken || !secret.phoneNumber) return undefined;
  const { accountId, authToken, phoneNumber } = secret;
  return {
    provider: twilioProvider({ accountId, authToken }, setting('TWILIO_API_URL')),
    from: phoneNumber,
    signingKey: authToken,
  };
}
