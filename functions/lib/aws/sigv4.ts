import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

// One SigV4-signed HTTPS request to an AWS API. Used where a whole SDK client would be dead weight
// in a Lambda bundle: Cognito's admin calls and SES's SendEmail are each one JSON POST.

const toBytes = (d: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof d === 'string'
    ? d
    : d instanceof ArrayBuffer
      ? new Uint8Array(d)
      : new Uint8Array(d.buffer, d.byteOffset, d.byteLength);

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
  body?: string | Uint8Array;
  /** POST unless said otherwise. */
  method?: string;
}

type Credentials = ReturnType<typeof fromEnv>;

const toRequest = (r: SignedRequest) => {
  const url = new URL(r.url);
  return {
    method: r.method ?? 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...r.headers },
    body: r.body,
  };
};

const signer = (r: SignedRequest, credentials: Credentials) =>
  new SignatureV4({
    service: r.service,
    region: r.region,
    credentials,
    sha256: Sha256,
    uriEscapePath: r.service !== 's3',
  });

export async function sign(r: SignedRequest, credentials: Credentials = fromEnv()) {
  return signer(r, credentials).sign(toRequest(r));
}

/** A URL anyone holding it may GET until it expires (S3 download links). */
export async function presignedUrl(
  r: Omit<SignedRequest, 'body' | 'headers'>,
  expiresIn: number,
  credentials: Credentials = fromEnv(),
): Promise<string> {
  const req = await signer({ ...r, headers: {} }, credentials).presign(
    toRequest({ ...r, headers: {}, method: 'GET' }),
    { expiresIn },
  );
  const q = new URLSearchParams(req.query as Record<string, string>);
  return `${req.protocol}//${req.hostname}${req.port ? `:${req.port}` : ''}${req.path}?${q}`;
}

/**
 * How long a signed call (S3, Cognito, SES) may take, whole: inside a function's default 10 s, so a
 * service that hangs answers the caller 503 (a TimeoutError) before the Lambda is killed.
 */
export const SERVICE_TIMEOUT_MS = 5_000;

/** Signs and sends; answers the parsed JSON, or throws an Error named after the AWS error type. */
export async function signedPost(r: SignedRequest): Promise<unknown> {
  const signed = await sign(r);
  const res = await fetch(r.url, {
    method: r.method ?? 'POST',
    headers: signed.headers,
    body: r.body as BodyInit | undefined,
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // S3 answers XML, or nothing; the status says what happened
  }
  if (!res.ok) {
    const type = String(body.__type ?? body.code ?? res.headers.get('x-amzn-errortype') ?? `HTTP${res.status}`)
      .split('#')
      .pop()!
      .split(':')[0]!;
    throw Object.assign(new Error(`${r.service} ${type}: ${String(body.message ?? body.Message ?? text)}`), {
      name: type,
      status: res.status,
    });
  }
  return body;
}
