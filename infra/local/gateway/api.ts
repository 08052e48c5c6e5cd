import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gatewayPaths } from '#shared/paths';
import * as commonMessages from '#shared/messages/common';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import { lambdaContext, loadHandler } from '../handlers.ts';
import { routeMatcher } from '../route-match.ts';
import { compressAnswer } from './compression.ts';

// /api/*: API Gateway's HTTP API in front of the route table's Lambdas, behind CloudFront's compression.

/** API Gateway's payload limit; the handler stack applies the tighter per-route limits itself. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

// Each table path mounted as the API Gateway route(s) it becomes (an optional tail gives two), so
// the route key reported is the one matched, and the most specific route answers (route-match.ts).
const matchRoute = routeMatcher(
  Object.values(routes as Record<string, RouteDef>).flatMap((def) =>
    gatewayPaths(def.path).map((path) => ({ method: def.method, path, target: def.handler })),
  ),
);

/** Past the limit, how much more of an upload is read and dropped, and how long a silence ends it. */
const DRAIN_MAX_BYTES = 4 * GATEWAY_MAX_BODY;
const DRAIN_IDLE_MS = 5_000;

/**
 * The request body, up to the gateway's limit. Past it the rest is read and dropped until the
 * client has sent it all, and only then does the caller answer 413: a server that answers and
 * closes while the client is still writing resets the connection, and a loaded client can see the
 * reset before it reads the answer. An upload past the byte cap, or one that falls silent, is cut
 * short instead (an endless upload cannot hold the socket). A client that goes away mid-body gets
 * no answer at all.
 */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let idle: NodeJS.Timeout | undefined;
    const cutShort = () => {
      clearTimeout(idle);
      req.off('data', onData);
      req.pause();
      resolve('too-large');
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY) return void chunks.push(chunk);
      if (size > DRAIN_MAX_BYTES) return cutShort();
      if (idle) idle.refresh();
      else idle = setTimeout(cutShort, DRAIN_IDLE_MS).unref();
    };
    if (Number(req.headers['content-length'] ?? 0) > DRAIN_MAX_BYTES) return cutShort();
    req.on('data', onData);
    req.once('end', () => {
      clearTimeout(idle);
      resolve(size > GATEWAY_MAX_BODY ? 'too-large' : Buffer.concat(chunks));
    });
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

function writeResult(req: IncomingMessage, res: ServerResponse, r: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = { ...(r.headers as Record<string, string>) };
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  if (!r.body) {
    res.writeHead(r.statusCode ?? 200, headers);
    res.end();
    return;
  }
  const raw = r.isBase64Encoded ? Buffer.from(r.body, 'base64') : Buffer.from(r.body);
  const header = (name: string) =>
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] as string | undefined;
  const answer = compressAnswer(
    raw,
    header('content-type'),
    header('content-encoding'),
    req.headers['accept-encoding'],
  );
  if (answer.encoding) {
    headers['content-encoding'] = answer.encoding;
    headers.vary = 'accept-encoding';
  }
  res.writeHead(r.statusCode ?? 200, headers);
  res.end(answer.body);
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const method = req.method ?? 'GET';
  const hit = matchRoute(method, url.pathname);
  const target = hit
    ? { file: hit.target, routeKey: `${method} ${hit.path}`, params: hit.params }
    : { file: notFoundRoute.handler, routeKey: '$default', params: {} };
  const body = await readBody(req);
  if (body === 'aborted') return;
  if (body === 'too-large') {
    // an upload cut short leaves unread bytes behind, so the connection cannot carry another request
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ error: true, errorMessage: commonMessages.bodyTooLarge }));
    return;
  }
  const event = toEvent(req, url, body, target.routeKey, target.params);
  const handler = await loadHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(target.file);
  const result = await handler(event, lambdaContext(target.file, event.requestContext.requestId));
  writeResult(req, res, result);
}
