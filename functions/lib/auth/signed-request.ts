import { createHmac, timingSafeEqual } from 'node:crypto';
import * as labApiMessages from '#shared/messages/lab-api';
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_SECONDS } from '#shared/schemas/lab-api';
import { notAuthorized } from '#lib/base/errors';

// A request signed by a company's system with its API key and secret (docs/lab-api.md): the
// signature is HMAC-SHA256 of "<timestamp>.<company>.<body>" with the secret, in hex, so it binds
// the body to a moment and to the company it is for (a captured push cannot be sent to another);
// a request older than the window is refused, and the caller keeps each signature once (a replay
// inside the window is the same signature again).

export type Signed = { apiKey: string; timestamp: number; signature: string };

/** The three headers, or 401 naming them. */
export function signedHeaders(headers: Record<string, string | undefined>): Signed {
  const apiKey = headers[SIGNATURE_HEADERS.key]?.trim();
  const timestamp = headers[SIGNATURE_HEADERS.timestamp]?.trim();
  const signature = headers[SIGNATURE_HEADERS.signature]?.trim().toLowerCase();
  if (!apiKey || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || apiKey.length > 64)
    throw notAuthorized(labApiMessages.unsigned);
  return { apiKey, timestamp: Number(timestamp), signature };
}

/** 401 unless the timestamp is within the window of `now` (seconds). */
export function assertFresh(s: Signed, now = Math.floor(Date.now() / 1000)): void {
  if (Math.abs(now - s.timestamp) > SIGNATURE_WINDOW_SECONDS) throw notAuthorized(labApiMessages.staleTimestamp);
}

export const signatureOf = (secret: string, timestamp: number | string, company: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${company}.${body}`).digest('hex');

/** 401 unless the signature is the secret's over the body as received, compared in constant time. */
export function assertSigned(s: Signed, secret: string, company: string, body: string): void {
  const expected = Buffer.from(signatureOf(secret, s.timestamp, company, body), 'hex');
  const given = /^[0-9a-f]{64}$/.test(s.signature) ? Buffer.from(s.signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw notAuthorized(labApiMessages.badSignature);
}
