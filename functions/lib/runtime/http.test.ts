import type { Context } from 'aws-lambda';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import type { RouteDef } from '#shared/routes';
import { anonymous, type Anonymous, type Caller, type SignedIn } from '#lib/auth/authorize';
import { formRoute } from './form-route.ts';
import { httpRoute, routeStack, type Authenticate, type Event } from './http.ts';

const route = {
  method: 'POST',
  path: '/api/test/{id}',
  handler: 'test/echo',
  access: 'public',
  params: z.object({ id: idSchema }),
  query: z.object({}),
  body: z.object({ name: z.string().check(z.maxLength(64)) }),
  response: z.object({ ok: z.boolean() }),
  maxBodyBytes: 4096,
  needs: {},
} satisfies RouteDef;

const writes: string[] = [];
const handler = httpRoute(route, async ({ body }) => {
  if (body.name === 'explode') throw new Error('secret internal detail');
  writes.push(body.name);
  return { ok: true };
});

const ID = '5c43ba0000000000004c4b40';
const context = {
  awsRequestId: 'r1',
  functionName: 'test',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;
const event = (over: Partial<Event> = {}): Event =>
  ({
    version: '2.0',
    routeKey: 'POST /api/test/{id}',
    rawPath: `/api/test/${ID}`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: { id: ID },
    body: JSON.stringify({ name: 'ok' }),
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'POST' } },
    ...over,
  }) as Event;

const call = async (e: Event) => {
  const r = await handler(e, context);
  return { status: r.statusCode, body: JSON.parse(r.body ?? '{}') as Record<string, unknown> };
};

describe('the handler stack', () => {
  it('runs the handler on valid input', async () => {
    const before = writes.length;
    expect(await call(event())).toEqual({ status: 200, body: { ok: true } });
    expect(writes.length).toBe(before + 1);
  });

  it.each([
    ['invalid JSON', event({ body: '{"name":' }), 400, /not valid JSON/],
    ['a wrong content type', event({ headers: { 'content-type': 'text/plain' } }), 415, /application\/json/],
    ['an oversized body', event({ body: JSON.stringify({ name: 'x'.repeat(5000) }) }), 413, /too large/],
    ['a 1 MB string in a field', event({ body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) }), 413, /too large/],
    ['an over-long field', event({ body: JSON.stringify({ name: 'x'.repeat(65) }) }), 400, /^body\.name: /],
    ['an id of the wrong shape', event({ pathParameters: { id: 'ZZZ' } }), 400, /^path\.id: must be a 24-character/],
    ['a missing body', event({ body: undefined }), 400, /^body: /],
  ])('answers %s with its 4xx and changes nothing', async (_, e, status, message) => {
    const before = writes.length;
    const r = await call(e);
    expect(r.status).toBe(status);
    expect(r.body.error).toBe(true);
    expect(String(r.body.errorMessage)).toMatch(message);
    expect(writes.length).toBe(before);
  });

  it('decodes a base64 body as API Gateway sends binary-typed ones', async () => {
    const r = await call(
      event({ body: Buffer.from(JSON.stringify({ name: 'b64' })).toString('base64'), isBase64Encoded: true }),
    );
    expect(r.status).toBe(200);
    expect(writes.at(-1)).toBe('b64');
  });

  it('answers a real fault with 500 and no detail or stack', async () => {
    const r = await call(event({ body: JSON.stringify({ name: 'explode' }) }));
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toMatch(/secret internal detail|at .*\.ts/);
    expect(r.body).toEqual({ error: true, errorMessage: expect.any(String) });
  });
});

describe("a route's refused query", () => {
  const filters = {
    ...route,
    method: 'GET',
    query: z.object({
      thc: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a number'))),
      page: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a number'))),
    }),
    body: z.undefined(),
    queryNames: { thc: 'THC filter' },
  } satisfies RouteDef;
  const get = httpRoute(filters, async () => ({ ok: true }));
  const ask = async (query: Record<string, string>) => {
    const r = await get(event({ queryStringParameters: query, body: undefined }), context);
    return JSON.parse(r.body ?? '{}') as { errorMessage?: string };
  };

  it('names a field the route names in words, and any other by its path', async () => {
    expect((await ask({ thc: 'lots' })).errorMessage).toBe('THC filter: must be a number');
    expect((await ask({ page: 'two' })).errorMessage).toBe('query.page: must be a number');
  });
});

describe('a secured route', () => {
  const OWNER = '111111111111111111111111';
  const secured = {
    ...route,
    path: '/api/test/user/{id}',
    handler: 'test/secured',
    access: 'self',
    body: z.strictObject({ name: z.string().check(z.maxLength(64)) }),
  } satisfies RouteDef;
  const signedIn = (id: string): Caller => ({
    kind: 'user',
    user: {
      _id: id,
      email: 'u@test',
      sub: 's',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      adminUser: false,
      processorUser: false,
      dispensaryUser: false,
      serviceDataEntry: false,
      serviceReview: false,
      disabled: false,
      passwordExpired: false,
    },
  });
  // the cookie names the user; no cookie is no session
  const authenticate: Authenticate = async (cookies) => (cookies.who ? signedIn(cookies.who) : anonymous);
  const seen: string[] = [];
  const securedHandler = routeStack(
    secured,
    async ({ caller, body }) => {
      // typed by the access rule: a signed-in user, no run-time check needed
      expectTypeOf(caller).toEqualTypeOf<SignedIn>();
      seen.push(`${caller.user._id}:${body.name}`);
      return { ok: true };
    },
    authenticate,
  );
  const send = async (over: Partial<Event>, who?: string) => {
    const e = event({ pathParameters: { id: OWNER }, ...over, ...(who ? { cookies: [`who=${who}`] } : {}) });
    const r = await securedHandler(e, context);
    return r.statusCode;
  };

  const BROKEN: [string, Partial<Event>][] = [
    ['a valid body', {}],
    ['an unknown field', { body: JSON.stringify({ name: 'x', admin: true }) }],
    ['an invalid field', { body: JSON.stringify({ name: 'x'.repeat(65) }) }],
    ['an empty object', { body: '{}' }],
    ['no body', { body: undefined }],
    ['invalid JSON', { body: '{"name":' }],
    ['a wrong content type', { headers: { 'content-type': 'text/plain' } }],
    ['an oversized body', { body: JSON.stringify({ name: 'x'.repeat(5000) }) }],
    ['a malformed path id', { pathParameters: { id: 'ZZZ' } }],
  ];

  it.each(BROKEN)('answers 401 without a session, whatever the request holds: %s', async (_, over) => {
    expect(await send(over)).toBe(401);
  });

  it.each(BROKEN)(
    'answers 403 to a signed-in caller without the right, whatever the request holds: %s',
    async (_, over) => {
      expect(await send(over, '222222222222222222222222')).toBe(403);
    },
  );

  it('validates only once the caller may call the route, and hands the handler the typed caller', async () => {
    expect(await send({ body: JSON.stringify({ name: 'x', admin: true }) }, OWNER)).toBe(400);
    expect(await send({ body: '{"name":' }, OWNER)).toBe(400);
    expect(await send({ headers: { 'content-type': 'text/plain' } }, OWNER)).toBe(415);
    expect(await send({ body: JSON.stringify({ name: 'x'.repeat(5000) }) }, OWNER)).toBe(413);
    expect(seen).toEqual([]);
    expect(await send({}, OWNER)).toBe(200);
    expect(seen).toEqual([`${OWNER}:ok`]);
  });

  it('hands a public route the anonymous caller, typed so', () => {
    httpRoute(route, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Anonymous>();
      return { ok: true };
    });
  });
});

describe('a form route', () => {
  const form = {
    ...route,
    bodyFormat: 'form' as const,
    body: z._default(z.record(z.string(), z.string()), {}),
    response: z.string(),
  } satisfies RouteDef;
  const seen: Record<string, string>[] = [];
  const formHandler = formRoute(form, 'text/xml', async ({ body }) => {
    seen.push(body);
    return '<Response></Response>';
  });
  const post = (body: string | undefined, type = 'application/x-www-form-urlencoded') =>
    formHandler(event({ headers: { 'content-type': type }, body }), context);

  it('reads application/x-www-form-urlencoded into string fields and answers the text as it is', async () => {
    seen.length = 0;
    const r = await post('MessageSid=SM1&Body=Stop+texting+me%21&Empty=');
    expect(r).toMatchObject({ statusCode: 200, body: '<Response></Response>' });
    expect(r.headers).toMatchObject({ 'content-type': 'text/xml' });
    expect(seen).toEqual([{ MessageSid: 'SM1', Body: 'Stop texting me!', Empty: '' }]);
    await post(undefined);
    expect(seen[1]).toEqual({});
  });

  it('refuses JSON and oversized forms before the handler', async () => {
    seen.length = 0;
    expect((await post('{"a":"b"}', 'application/json')).statusCode).toBe(415);
    expect((await post(`a=${'x'.repeat(5000)}`)).statusCode).toBe(413);
    expect(seen).toEqual([]);
  });

  it('leaves JSON routes reading JSON only', async () => {
    expect(
      (
        await handler(
          event({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=ok' }),
          context,
        )
      ).statusCode,
    ).toBe(415);
  });
});
