import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import type { RouteDef } from '#shared/routes';
import { httpRoute, type Event } from './http.ts';

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
} satisfies RouteDef;

const writes: string[] = [];
const handler = httpRoute(route, async ({ body }) => {
  if (body.name === 'explode') throw new Error('secret internal detail');
  writes.push(body.name);
  return { ok: true };
});

const ID = '5c43ba0000000000004c4b40';
const context = { awsRequestId: 'r1', functionName: 'test', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
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
    const r = await call(event({ body: Buffer.from(JSON.stringify({ name: 'b64' })).toString('base64'), isBase64Encoded: true }));
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
