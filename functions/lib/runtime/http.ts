import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { DEFAULT_MAX_BODY_BYTES } from '#shared/constants';
import * as commonMessages from '#shared/messages/common';
import type { RouteDef } from '#shared/routes';
import { anonymous, authorize, type Caller, type CallerFor } from '#lib/auth/authorize';
import { parseCookies } from '#lib/auth/cookies';
import { badRequest, forbidden, httpError, isHttpError, isUnavailable } from '#lib/base/errors';
import { logger } from '#lib/base/logger';
import { observe } from '#lib/base/observability/observe';
import { setting } from '#lib/base/config';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

export interface Input<R extends RouteDef> {
  params: z.output<R['params']>;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  /** Typed by the route's access rule: signed in for every rule but public. */
  caller: CallerFor<R['access']>;
  event: Event;
}

interface Request {
  event: Event & { parsed?: { params: unknown; query: unknown; body: unknown }; caller?: Caller };
  context: Context;
  response: Result | undefined;
  error: unknown;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const json = (statusCode: number, body: unknown, extra?: Partial<Result>): Result => ({
  statusCode,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
  ...extra,
});

export const errorResult = (statusCode: number, errorMessage: string) =>
  json(statusCode, { error: true, errorMessage });

/** Expected failures answer their own status; anything else is a fault: logged whole, answered bare. */
const errorMapping = (): MiddlewareObj => ({
  onError: async (request) => {
    const e = request.error;
    if (isHttpError(e)) {
      request.response = { ...errorResult(e.statusCode, e.message), ...(e.cookies ? { cookies: e.cookies } : {}) };
      return;
    }
    if (isUnavailable(e)) {
      logger.error('dependency unavailable', e as Error);
      request.response = errorResult(503, commonMessages.serviceUnavailable);
      return;
    }
    logger.error('unhandled fault', e as Error);
    request.response = errorResult(500, commonMessages.internal);
  },
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const allowedOrigins = () =>
  (setting('SITE_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Cross-site request guard for state-changing routes, on top of SameSite cookies: browsers say
 * where a request comes from in Sec-Fetch-Site (and, older ones, in Origin). Requests without
 * either come from no browser, so no cookie of a victim rides along.
 */
const crossSiteGuard = (route: RouteDef): MiddlewareObj => ({
  before: async (request) => {
    if (SAFE_METHODS.has(route.method)) return;
    const h = (request as unknown as Request).event.headers;
    const site = h['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden(commonMessages.crossSite);
    const origin = h.origin;
    if (!site && origin && !allowedOrigins().includes(origin)) throw forbidden(commonMessages.crossSite);
  },
});

/**
 * Reads a body into what the route's body schema checks, answering 415 for a content type it does
 * not read: JSON, unless the route's handler gives another (a form route, #lib/runtime/form-route).
 */
export type BodyReader = (text: string, contentType: string) => unknown;

const readJson: BodyReader = (text, type) => {
  if (type !== 'application/json') throw httpError(415, commonMessages.wrongContentType);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(commonMessages.invalidJson);
  }
};

const bodyParsing = (route: RouteDef, read = readJson): MiddlewareObj => ({
  before: async (request) => {
    const event = (request as unknown as Request).event;
    const raw = event.body;
    // A GET's body means nothing (API Gateway forwards it anyway): drop it rather than reject.
    if (raw === undefined || raw === null || raw === '' || route.method === 'GET') {
      event.body = undefined;
      return;
    }
    const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    if (Buffer.byteLength(text) > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
      throw httpError(413, commonMessages.bodyTooLarge);
    const type = (event.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    (event as { jsonBody?: unknown }).jsonBody = read(text, type);
  },
});

/**
 * "field: reason" for every failed check, so a caller can tell which input to fix; a field the
 * route names in words (`names`) is said by its name.
 */
export function describeIssues(where: string, error: $ZodError, names?: Readonly<Record<string, string>>): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const named = names?.[String(i.path[0])];
      return `${named ?? [where, ...i.path].filter((p) => p !== '').join('.')}: ${i.message}`;
    })
    .join('; ');
}

const validation = (route: RouteDef): MiddlewareObj => ({
  before: async (request) => {
    const event = (request as unknown as Request).event;
    const check = (schema: z.ZodMiniType, value: unknown, where: string) => {
      const r = schema.safeParse(value);
      if (!r.success)
        throw badRequest(describeIssues(where, r.error, where === 'query' ? route.queryNames : undefined));
      return r.data;
    };
    event.parsed = {
      params: check(route.params, event.pathParameters ?? {}, 'path'),
      query: check(route.query, event.queryStringParameters ?? {}, 'query'),
      body: check(route.body, (event as { jsonBody?: unknown }).jsonBody, 'body'),
    };
  },
});

/** Resolves the caller from the session cookies; see securedRoute. */
export type Authenticate = (cookies: Record<string, string>) => Promise<Caller>;

/**
 * Who calls, and whether they may: runs before the body is read or checked, so a route that needs
 * a session answers 401 without one and 403 to a caller without its right, whatever the request
 * holds, and tells a stranger nothing about what it accepts. The access rule reads the path
 * parameters as sent (see authorize).
 */
const authentication = (route: RouteDef, authenticate: Authenticate | undefined): MiddlewareObj => {
  if (route.access !== 'public' && !authenticate)
    throw new Error(`${route.handler}: a ${route.access} route needs securedRoute`);
  return {
    before: async (request) => {
      const event = (request as unknown as Request).event;
      // Public routes never read the token: a stale cookie must not break a public page.
      event.caller =
        route.access === 'public' ? anonymous : await authenticate!(parseCookies(event.cookies, event.headers.cookie));
      authorize(route.access, event.caller, event.pathParameters);
    },
  };
};

const requestId = (): MiddlewareObj => ({
  before: async (request) => {
    const event = (request as unknown as Request).event;
    logger.appendKeys({ requestId: event.requestContext?.requestId, route: event.routeKey });
  },
});

const REPLY = Symbol('reply');

/** An answer that also sets cookies (the session routes), or a redirect. */
export interface Reply<T> {
  [REPLY]: true;
  body: T;
  cookies: string[];
  /** A browser navigation's answer: 302 to this address (the OAuth routes). */
  location?: string;
  /** Response headers beside the JSON ones (X-Robots-Tag on the public lab-result page). */
  headers?: Record<string, string>;
}
export const reply = <T>(body: T, cookies: string[]): Reply<T> => ({ [REPLY]: true, body, cookies });
/** An answer with headers of its own, beside the JSON ones. */
export const withHeaders = <T>(body: T, headers: Record<string, string>): Reply<T> => ({
  [REPLY]: true,
  body,
  cookies: [],
  headers,
});
export const redirect = (location: string, cookies: string[] = []): Reply<undefined> => ({
  [REPLY]: true,
  body: undefined,
  cookies,
  location,
});
const isReply = (v: unknown): v is Reply<unknown> => typeof v === 'object' && v !== null && REPLY in v;

export type RouteFn<R extends RouteDef> = (
  input: Input<R>,
) => Promise<z.input<R['response']> | Reply<z.input<R['response']>>>;

/**
 * Wraps a route's handler in the shared stack:
 * metrics and trace → error mapping → cross-site guard → authentication → access rule → body parsing →
 * validation → handler.
 */
export function routeStack<R extends RouteDef>(
  route: R,
  fn: RouteFn<R>,
  authenticate?: Authenticate,
  read?: BodyReader,
) {
  const checkResponse = setting('VALIDATE_RESPONSES') === '1';
  return (
    middy<Event, Result>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      // outside the error mapping, so it sees the status every answer leaves with
      .use(observe(route.handler))
      .use(requestId())
      .use(errorMapping())
      .use(crossSiteGuard(route))
      .use(authentication(route, authenticate))
      .use(bodyParsing(route, read))
      .use(validation(route))
      .handler(async (event) => {
        const e = event as Request['event'];
        // the access rule let only its own kind of caller through (CallerFor)
        const caller = e.caller as CallerFor<R['access']>;
        const answer = await fn({ ...(e.parsed as Omit<Input<R>, 'caller' | 'event'>), caller, event });
        const out = isReply(answer) ? answer.body : answer;
        if (checkResponse) {
          const r = route.response.safeParse(out);
          if (!r.success)
            throw new Error(`response of ${route.handler} breaks its schema: ${describeIssues('', r.error)}`);
        }
        const cookies = isReply(answer) && answer.cookies.length > 0 ? { cookies: answer.cookies } : {};
        if (isReply(answer) && answer.location)
          return { statusCode: 302, headers: { location: answer.location, 'cache-control': 'no-store' }, ...cookies };
        const headers = isReply(answer) && answer.headers ? { headers: { ...JSON_HEADERS, ...answer.headers } } : {};
        return json(route.status ?? 200, out, { ...cookies, ...headers });
      })
  );
}

/**
 * A public route's handler. Signed-in routes use securedRoute (#lib/runtime/secured-route) instead, so
 * that only their bundles carry the JWT library: a public cold start stays small.
 */
export const httpRoute = <R extends RouteDef & { access: 'public' }>(route: R, fn: RouteFn<R>) => routeStack(route, fn);
