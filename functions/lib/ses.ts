import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

// SES v2 SendEmail as one signed HTTPS request. The SDK's SES client adds 60 KB of schemas for
// 100 operations to a worker that needs one; the request and its SigV4 signature are the same.

const toBytes = (d: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof d === 'string' ? d : d instanceof ArrayBuffer ? new Uint8Array(d) : new Uint8Array(d.buffer, d.byteOffset, d.byteLength);

/** node:crypto in the shape SignatureV4 asks for (an HMAC when given a secret). */
class Sha256 {
  private h: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.h = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.h.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.h.digest());
  }
}

export interface Email {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The signed request (exported for its unit test). */
export async function signedSendEmail(email: Email, region: string, credentials = fromEnv()) {
  const hostname = `email.${region}.amazonaws.com`;
  const body = JSON.stringify({
    FromEmailAddress: email.from,
    Destination: { ToAddresses: [email.to] },
    Content: {
      Simple: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' }, ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}) },
      },
    },
  });
  const signer = new SignatureV4({ service: 'ses', region, credentials, sha256: Sha256 });
  return signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname,
    path: '/v2/email/outbound-emails',
    query: {},
    headers: { host: hostname, 'content-type': 'application/json' },
    body,
  });
}

export async function sendEmail(email: Email): Promise<void> {
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not configured');
  const req = await signedSendEmail(email, region);
  const res = await fetch(`https://${req.hostname}${req.path}`, {
    method: req.method,
    headers: req.headers,
    body: req.body as string,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`SES SendEmail failed: ${res.status} ${await res.text()}`);
}
