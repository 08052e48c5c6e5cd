import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import ipaddr from 'ipaddr.js';

// Fetching a document from an address a user typed, from inside the platform. The address could
// name anything the function can reach (the cloud's metadata service, a database on the private
// network, localhost), so only https to public unicast addresses is fetched: the name is resolved
// once, every address it gives must be public, and the connection goes to the address checked (a
// name that resolves again to something else cannot slip in between). Redirects are followed a few
// times, each checked the same way; the whole fetch has one deadline and one size limit.

export type FetchProblem =
  | 'badLink'
  | 'notHttps'
  | 'privateAddress'
  | 'notFound'
  | 'noAnswer'
  | 'tooSlow'
  | 'tooLarge'
  | 'status'
  | 'tooManyRedirects';

export type Fetched = { bytes: Uint8Array; url: string } | { problem: FetchProblem; status?: number };

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** One origin let through the private-address guard, with the certificate authority it is signed by (the local stand-in). */
  trusted?: { origin: string; ca?: string };
}

const MAX_REDIRECTS = 3;

/** Whether an address is public unicast: not private, loopback, link-local, multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const ipLiteral = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

async function addressOf(
  url: URL,
  trusted: boolean,
): Promise<{ address: string; family: 4 | 6 } | { problem: FetchProblem }> {
  const host = ipLiteral(url.hostname);
  let found: { address: string; family: number }[];
  if (ipaddr.isValid(host)) found = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else
    try {
      found = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { problem: 'notFound' };
    }
  if (!trusted && (found.length === 0 || !found.every((a) => isPublicAddress(a.address))))
    return { problem: 'privateAddress' };
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

interface Hop {
  url: URL;
  address: string;
  family: 4 | 6;
  ca?: string;
  signal: AbortSignal;
}

const get = (hop: Hop) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const named = !ipaddr.isValid(ipLiteral(hop.url.hostname));
    const req = request(
      {
        host: hop.address,
        family: hop.family,
        port: hop.url.port || 443,
        path: `${hop.url.pathname}${hop.url.search}`,
        method: 'GET',
        headers: { host: hop.url.host, accept: 'application/json', 'user-agent': 'cannastamp-document-fetch' },
        // the certificate is checked against the name typed, not the address connected to
        ...(named ? { servername: hop.url.hostname } : {}),
        ...(hop.ca ? { ca: hop.ca } : {}),
        signal: hop.signal,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });

async function body(res: IncomingMessage, maxBytes: number): Promise<Uint8Array | 'tooLarge'> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return 'tooLarge';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      return 'tooLarge';
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The document at `link`, or why it was not fetched. */
export async function fetchPublic(link: string, limits: FetchLimits): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { problem: 'badLink' };
  }
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
      if (url.protocol !== 'https:') return { problem: 'notHttps' };
      if (url.username || url.password) return { problem: 'badLink' };
      const trusted = limits.trusted?.origin === url.origin;
      const target = await addressOf(url, trusted);
      if ('problem' in target) return target;
      const res = await get({ url, ...target, ...(trusted && { ca: limits.trusted?.ca }), signal: deadline });
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status !== 200) {
        res.resume();
        return { problem: 'status', status };
      }
      const bytes = await body(res, limits.maxBytes);
      return bytes === 'tooLarge' ? { problem: 'tooLarge' } : { bytes, url: url.href };
    }
    return { problem: 'tooManyRedirects' };
  } catch (e) {
    if (deadline.aborted) return { problem: 'tooSlow' };
    if ((e as { code?: string }).code === 'ERR_INVALID_URL') return { problem: 'badLink' };
    return { problem: 'noAnswer' };
  }
}
