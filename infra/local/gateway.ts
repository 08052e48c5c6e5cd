import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerKind, securityHeaders } from '../headers.ts';
import { handleApi } from './gateway/api.ts';
import { media } from './gateway/media.ts';
import { staticSite } from './gateway/site.ts';
import { localOnly } from './gateway/tools.ts';
import { EDGE_MAX_URL_BYTES } from './gateway/limits.ts';

// The one origin of the local runtime, composed of one module per job (gateway/): the API, the
// site, the media proxy, the local tools and their outbox page.

// Node's own limit on the request line and headers, raised above the edge's URL limit so that an
// over-long URL gets the edge's answer rather than a bare 431
const MAX_HEADER_BYTES = 64 * 1024;

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
      if (!malformed)
        process.stderr.write(`gateway fault on ${req.method} ${req.url}: ${(e as Error)?.stack ?? String(e)}\n`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(malformed ? 400 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: true, errorMessage: malformed ? 'Bad Request' : 'Bad Gateway' }));
    }
  };
}

/** One origin for site, /api and /media, like CloudFront in front of S3 and the HTTP API. */
export function startGateway(opts: GatewayOptions) {
  const site = staticSite(opts.distDir);
  // browsers post uploads straight to s3rver, as they do to the bucket in the cloud
  const uploadOrigin = `http://127.0.0.1:${opts.s3Port}`;
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    guarded((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // every answer, errors included, carries the headers CloudFront's policies add in the cloud
      for (const [k, v] of Object.entries(securityHeaders(answerKind(url.pathname), uploadOrigin))) res.setHeader(k, v);
      if (Buffer.byteLength(req.url ?? '') > EDGE_MAX_URL_BYTES) {
        res.writeHead(414, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end('URI Too Long');
      }
      const work =
        url.pathname === '/api' || url.pathname.startsWith('/api/')
          ? handleApi(req, res, url)
          : url.pathname.startsWith('/__local/')
            ? localOnly(req, res, url, opts)
            : url.pathname.startsWith('/media/')
              ? media(req, res, url, opts.s3Port, opts.mediaBucket)
              : Promise.resolve(site(req, res, url));
      work.catch((e: unknown) => {
        process.stderr.write(`gateway fault on ${req.method} ${url.pathname}: ${(e as Error).stack}\n`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: true, errorMessage: 'Bad Gateway' }));
      });
    }),
  );
  server.keepAliveTimeout = 65_000;
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.on('error', (e) => process.stderr.write(`gateway: ${e.stack}\n`));
      resolve({
        // the port listened on (the one asked for, or the system's choice for 0)
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
