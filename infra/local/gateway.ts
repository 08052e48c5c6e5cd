import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gatewayPaths } from '#shared/paths';
import { isPublicMediaKey } from '#shared/media';
import * as commonMessages from '#shared/messages/common';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import type { OutboxMessage } from '#shared/schemas/mail';
import { listOutbox } from '#lib/db/outbox';
import { answerKind, securityHeaders } from '../headers.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { routeMatcher } from './route-match.ts';

/** API Gateway's payload limit; the handler stack applies the tighter per-route limits itself. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

// Each table path mounted as the API Gateway route(s) it becomes (an optional tail gives two), so
// the route key reported is the one matched, and the most specific route answers (route-match.ts).
const matchRoute = routeMatcher(
  Object.values(routes as Record<string, RouteDef>).flatMap((def) => gatewayPaths(def.path).map((path) => ({ method: def.method, path, target: def.handler }))),
);

/**
 * The request body, up to the gateway's limit. Past it, reading stops (the client's upload is
 * left unread) and the caller answers 413 on a connection it then closes; a client that goes
 * away mid-body gets no answer at all.
 */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      resolve('too-large');
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    // after 'end' these settle nothing: the promise is already resolved
    req.once('error', () => resolve('aborted'));
    req.once('close', () => resolve('aborted'));
  });
}

const TEXTUAL = /^(application\/json|text\/|application\/x-www-form-urlencoded)/;

/** Builds the same payload-v2 event API Gateway's HTTP API gives a Lambda. */
function toEvent(req: IncomingMessage, url: URL, body: Buffer, routeKey: string, params: Record<string, string>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (k === 'cookie' || v === undefined) continue;
    headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  // CloudFront appends the viewer's address to X-Forwarded-For. Locally the viewer is this socket;
  // a client on loopback that names an address itself (the rate-limit tests) is taken at its word.
  headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '127.0.0.1';
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const textual = TEXTUAL.test(headers['content-type'] ?? '');
  const now = Date.now();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(';').map((c) => c.trim()) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    stageVariables: undefined,
  } as APIGatewayProxyEventV2;
}

function writeResult(res: ServerResponse, r: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = { ...(r.headers as Record<string, string>) };
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  res.writeHead(r.statusCode ?? 200, headers);
  res.end(r.body ? (r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body) : undefined);
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const method = req.method ?? 'GET';
  const hit = matchRoute(method, url.pathname);
  const target = hit
    ? { file: hit.target, routeKey: `${method} ${hit.path}`, params: hit.params }
    : { file: notFoundRoute.handler, routeKey: '$default', params: {} };
  // Taken now: once the answer is sent, Node may already have detached the socket from the request.
  const socket = req.socket;
  const declared = Number(req.headers['content-length'] ?? 0);
  const body = declared > GATEWAY_MAX_BODY ? 'too-large' : await readBody(req);
  if (body === 'aborted') return;
  if (body === 'too-large') {
    // The rest of the body is never used, so this connection cannot carry another request. What
    // the client still sends is read and dropped for a moment before the socket closes: closing
    // with unread data resets the connection, and the client could lose the answer.
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ error: true, errorMessage: commonMessages.bodyTooLarge }), () => {
      req.resume();
      setTimeout(() => socket.destroy(), 1000).unref();
    });
    return;
  }
  const event = toEvent(req, url, body, target.routeKey, target.params);
  const handler = await loadHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(target.file);
  const result = await handler(event, lambdaContext(target.file, event.requestContext.requestId));
  writeResult(res, result);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves the built site the way CloudFront does: compressed, hashed assets cached for a year, SPA fallback. */
function staticSite(distDir: string) {
  const cache = new Map<string, { br: Buffer; gz: Buffer; raw: Buffer }>();
  return (req: IncomingMessage, res: ServerResponse, url: URL) => {
    let rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(distDir, rel);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      // unknown asset paths are real 404s; app routes fall back to the SPA shell
      if (rel.startsWith('/assets/') || extname(rel)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
        return;
      }
      rel = '/index.html';
      file = join(distDir, rel);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = rel.startsWith('/assets/');
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (!/^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(type)) {
      res.writeHead(200, headers);
      createReadStream(file).on('error', () => res.destroy()).pipe(res);
      return;
    }
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, br: brotliCompressSync(raw), gz: gzipSync(raw, { level: 9 }) };
      if (immutable) cache.set(file, entry);
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    headers.vary = 'accept-encoding';
    if (/\bbr\b/.test(accept)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br' });
      res.end(entry.br);
    } else if (/\bgzip\b/.test(accept)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      res.end(entry.gz);
    } else {
      res.writeHead(200, headers);
      res.end(entry.raw);
    }
  };
}

/**
 * Proxies /media/* to the media bucket, as CloudFront's /media/* behaviour does in the cloud: only
 * public keys (shared/media.ts), one object per request, never a listing and never a query.
 */
async function media(res: ServerResponse, url: URL, s3Port: number, bucket: string) {
  const key = url.pathname.slice('/media/'.length);
  const r = isPublicMediaKey(key) ? await fetch(`http://127.0.0.1:${s3Port}/${bucket}/${key}`) : undefined;
  if (!r?.ok) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
    return;
  }
  res.writeHead(200, {
    'content-type': r.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': 'public, max-age=86400',
  });
  res.end(Buffer.from(await r.arrayBuffer()));
}

/**
 * Tools that exist only on the local runtime (never in the route table or the cloud):
 * POST /__local/schedules/run?handler=<file> runs a scheduled worker now;
 * GET /__local/outbox (and outbox.json) shows the e-mail and SMS the platform sent, newest first.
 */
async function localOnly(req: IncomingMessage, res: ServerResponse, url: URL, opts: GatewayOptions) {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/__local/outbox.json') return answer(200, await listOutbox(100));
  if (url.pathname === '/__local/outbox') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(outboxPage(await listOutbox(100)));
    return;
  }
  if (url.pathname === '/__local/schedules/run' && req.method === 'POST') {
    const handler = url.searchParams.get('handler') ?? '';
    return (await opts.runSchedule(handler)) ? answer(200, { ran: handler }) : answer(404, { error: true, errorMessage: `no scheduled worker ${handler}` });
  }
  answer(404, { error: true, errorMessage: 'No such local tool' });
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (t: string) => escapeHtml(t).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

function outboxPage(messages: OutboxMessage[]) {
  const rows = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${m.channel} to <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt} · ${m.status}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#1c2b20}
article{border:1px solid #d5ddd2;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.1rem;margin:0}
.meta{color:#5c6b5f;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}</style></head><body>
<h1>Local outbox</h1><p>What the platform sent by e-mail and SMS on this machine (newest first). Only the local runtime has this page.</p>
${rows || '<p>Nothing sent yet.</p>'}</body></html>`;
}

export interface GatewayOptions {
  port: number;
  /** Runs a scheduled worker now; answers false for an unknown handler. */
  runSchedule: (handler: string) => Promise<boolean>;
  distDir: string;
  s3Port: number;
  mediaBucket: string;
}

/**
 * No request may end the runtime. A listener that throws at once (a request target that does
 * not parse, escapes that do not decode) answers 400 when the target was at fault and 502
 * otherwise; what a request's work throws later answers 502 where the listener catches it; and
 * request and response streams get an error listener, since an 'error' event nobody listens to
 * throws from the event loop.
 */
function guarded(listener: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    try {
      listener(req, res);
    } catch (e) {
      const malformed = e instanceof URIError || (e as { code?: string })?.code === 'ERR_INVALID_URL';
      if (!malformed) process.stderr.write(`gateway fault on ${req.method} ${req.url}: ${(e as Error)?.stack ?? String(e)}\n`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(malformed ? 400 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: true, errorMessage: malformed ? 'Bad Request' : 'Bad Gateway' }));
    }
  };
}

/** One origin for site, /api and /media, like CloudFront in front of S3 and the HTTP API. */
export function startGateway(opts: GatewayOptions) {
  const site = staticSite(opts.distDir);
  const server = createServer(guarded((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // every answer, errors included, carries the headers CloudFront's policies add in the cloud
    for (const [k, v] of Object.entries(securityHeaders(answerKind(url.pathname)))) res.setHeader(k, v);
    const work =
      url.pathname === '/api' || url.pathname.startsWith('/api/')
        ? handleApi(req, res, url)
        : url.pathname.startsWith('/__local/')
          ? localOnly(req, res, url, opts)
        : url.pathname.startsWith('/media/')
          ? media(res, url, opts.s3Port, opts.mediaBucket)
          : Promise.resolve(site(req, res, url));
    work.catch((e: unknown) => {
      process.stderr.write(`gateway fault on ${req.method} ${url.pathname}: ${(e as Error).stack}\n`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: true, errorMessage: 'Bad Gateway' }));
    });
  }));
  server.keepAliveTimeout = 65_000;
  return new Promise<{ close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.on('error', (e) => process.stderr.write(`gateway: ${e.stack}\n`));
      resolve({
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
