import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

// One SigV4-signed HTTPS request to an AWS API. Used where a whole SDK client would be dead weight
// in a Lambda bundle: Cognito's admin calls and SES's SendEmail are each one JSON POST.

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

export interface SignedRequest {
  service: string;
  region: string;
  /** Full URL; a local stand-in's http URL works the same. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Credentials = ReturnType<typeof fromEnv>;

export async function sign(r: SignedRequest, credentials: Credentials = fromEnv()) {
  const url = new URL(r.url);
  const signer = new SignatureV4({ service: r.service, region: r.region, credentials, sha256: Sha256 });
  return signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, ...r.headers },
    body: r.body,
  });
}

/** Signs and sends; answers the parsed JSON, or throws an Error named after the AWS error type. */
export async function signedPost(r: SignedRequest): Promise<unknown> {
  const signed = await sign(r);
  const res = await fetch(r.url, { method: 'POST', headers: signed.headers, body: r.body, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    const type = String(body.__type ?? body.code ?? res.headers.get('x-amzn-errortype') ?? `HTTP${res.status}`).split('#').pop()!.split(':')[0]!;
    throw Object.assign(new Error(`${r.service} ${type}: ${String(body.message ?? body.Message ?? text)}`), { name: type, status: res.status });
  }
  return body;
}
