import BaseTwilio from 'twilio/lib/base/BaseTwilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import Api from 'twilio/lib/rest/Api';
import { kindOfStatus, providerError, type MessagingProvider } from './port.ts';

// The Twilio adapter: the `twilio` library builds and sends every request (Messages create,
// form-encoded, basic auth with the company's account id and auth token). `apiUrl` is given only
// by the local runtime: the library's own `httpClient` option takes a request client that sends
// what the library built to the Twilio-protocol stand-in (infra/local/services/twilio.ts) instead
// of api.twilio.com. The library's own 429 retry stays off: the queue worker retries with backoff
// and then dead-letters, so one policy holds for every provider.

const TWILIO_API = 'https://api.twilio.com';

/**
 * The keywords Twilio's default opt-out handling answers on a long code or toll-free number: the
 * whole text, any case. After an opt-out word it confirms the unsubscription itself and refuses
 * the sender's texts to that number (error 21610) until an opt-in word.
 */
const TWILIO_KEYWORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'START',
  'YES',
  'UNSTOP',
]);

/** Twilio's error for a text to a number that opted out of the sender ('Attempt to send to unsubscribed recipient'). */
const TWILIO_UNSUBSCRIBED = 21610;

export interface TwilioCredentials {
  accountId: string;
  authToken: string;
}

/** A request client for the library that sends to `apiUrl` in place of api.twilio.com. */
function rebased(apiUrl: string): RequestClient {
  const inner = new RequestClient({ timeout: 10_000 });
  const client = {
    request: (opts: RequestClient.RequestOptions) =>
      inner.request({
        ...opts,
        uri: opts.uri.startsWith(TWILIO_API) ? apiUrl + opts.uri.slice(TWILIO_API.length) : opts.uri,
      }),
  };
  return client as unknown as RequestClient;
}

export function twilioProvider(credentials: TwilioCredentials, apiUrl?: string): MessagingProvider {
  // the library's client with the Api domain alone: `twilio()` loads every Twilio product (3.5 MB
  // minified with esbuild), this about 0.95 MB (still over the 300 KB default bundle budget)
  const base = new BaseTwilio.Client(credentials.accountId, credentials.authToken, {
    autoRetry: false,
    timeout: 10_000,
    ...(apiUrl && { httpClient: rebased(apiUrl) }),
  });
  const client = new Api(base);
  return {
    confirmsKeyword: (body) => TWILIO_KEYWORDS.has(body.trim().toUpperCase()),
    async send({ to, from, body, mediaUrls, statusCallback }) {
      try {
        const m = await client.account.messages.create({
          to,
          from,
          body,
          statusCallback,
          ...(mediaUrls.length > 0 && { mediaUrl: mediaUrls }),
        });
        return { sid: m.sid };
      } catch (e) {
        const { status, code, message } = e as { status?: number; code?: number; message?: string };
        throw providerError(kindOfStatus(typeof status === 'number' ? status : undefined), message ?? 'Twilio failed', {
          ...(typeof status === 'number' && { status }),
          ...(typeof code === 'number' && { code }),
          ...(code === TWILIO_UNSUBSCRIBED && { optedOut: true }),
        });
      }
    },
  };
}
