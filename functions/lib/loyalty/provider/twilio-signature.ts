import { validateRequest } from 'twilio/lib/webhooks/webhooks';

// Apart from the adapter (twilio.ts), so a webhook that only checks signatures does not carry the
// library's REST client (about 1 MB of bundle).

/** Whether a request really came from Twilio: X-Twilio-Signature over the URL and form parameters. */
export const twilioSigned = (authToken: string, signature: string, url: string, params: Record<string, string>) =>
  validateRequest(authToken, signature, url, params);
