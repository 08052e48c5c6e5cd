import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gatewayPaths } from '#shared/paths';
import * as commonMessages from '#shared/messages/common';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import { lambdaContext, loadHandler } from '../handlers.ts';
import { routeMatcher } from '../route-match.ts';

// /api/*: API Gateway's HTTP API in front of the route table's Lambdas.

/** API Gateway's payload limit; the handler stack applies the tighter per-route limits itself. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

// Each table path mounted as the API Gateway route(s) it becomes (an optional tail gives two), so
// the route key reported is the one matched, and the most specific route answers (route-match.ts).
const matchRoute = routeMatcher(
  Object.values(routes as Record<string, RouteDef>).flatMap((def) =>
    gatewayPaths(def.path).map((path) => ({ method: def.method, path, target: def.handler })),
  ),
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
function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
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

/** Past an answered 413, how much more of the upload is read and dropped, and how long a silence ends it. */
const DRAIN_MAX_BYTES = 4 * GATEWAY_MAX_BODY;
const DRAIN_IDLE_MS = 5_000;

function drainThenClose(req: IncomingMessage, socket: Socket) {
  let drained = 0;
  const close = () => socket.destroy();
  const idle = setTimeout(close, DRAIN_IDLE_MS).unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) close();
    else idle.refresh();
  });
  req.once('end', close);
  req.once('error', close);
  req.resume();
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
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
    // the client still sends is read and dropped until it ends before the socket closes: closing
    // with unread data resets the connection, and the client could lose the answer. A loaded
    // machine may take seconds to send the rest, so the drain ends on silence or on a byte cap
    // (an endless upload cannot hold the socket), never on a fixed clock.
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ error: true, errorMessage: commonMessages.bodyTooLarge }), () =>
      drainThenClose(req, socket),
    );
    return;
  }
  const event = toEvent(req, url, body, target.routeKey, target.params);
  const handler = await loadHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(target.file);
  const result = await handler(event, lambdaContext(target.file, event.requestContext.requestId));
  writeResult(res, result);
}
