import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDef } from '#shared/routes';
import { fillPath } from '#shared/paths';
import * as binderMessages from '#shared/messages/binder';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';

// Who calls is settled before what they send: every route that needs a session answers 401 without
// one and 403 to a signed-in caller without its right, whatever its path, query and body hold.
// Enumerated from the route table, so a new secured route is covered with no edit here.

const base = inject('baseUrl');
const PASSWORD = 'Auth-First-Test-21!';

const secured = Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.access !== 'public');

/** A request to a route with nothing right in it: path parameters, query and body all broken. */
const BROKEN: { name: string; params: Record<string, string>; query: string; body?: string; type?: string }[] = [
  {
    name: 'an unknown body field',
    params: {},
    query: '',
    body: JSON.stringify({ unknownField: 1 }),
    type: 'application/json',
  },
  { name: 'a body of the wrong type', params: {}, query: '', body: '[1,2]', type: 'application/json' },
  { name: 'no JSON at all', params: {}, query: '', body: '{"a":', type: 'application/json' },
  { name: 'a wrong content type', params: {}, query: '', body: 'a=1', type: 'application/x-www-form-urlencoded' },
  {
    name: 'malformed path ids and an unknown query',
    params: { id: 'NOT-AN-ID', clientId: 'x' },
    query: '?junk=1',
    body: '{}',
    type: 'application/json',
  },
];

const send = (r: RouteDef, b: (typeof BROKEN)[number], cookie: string) => {
  // every path parameter a well-formed id unless the case breaks it (an enum segment is refused
  // like any other malformed input, after the caller)
  const named = Object.fromEntries(
    [...r.path.matchAll(/\{(\w+)\??\}/g)].map((m) => [m[1], 'ffffffffffffffffffffffff']),
  );
  const params = { ...named, id: 'ffffffffffffffffffffffff', clientId: 'ffffffffffffffffffffffff', ...b.params };
  return fetch(base + fillPath(r.path, params) + b.query, {
    method: r.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(b.type ? { 'content-type': b.type } : {}),
      'x-forwarded-for': uniqueIp(),
    },
    body: r.method === 'GET' ? undefined : b.body,
  });
};

let consumer: ReturnType<typeof session>;
let consumerId = '';
const cookieOf = (s: ReturnType<typeof session>) => [...s.jar].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  consumer = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await consumer.post('/api/authentication/signup', {
    email: uniqueEmail('auth-first'),
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  consumerId = r.body.user._id;
});

describe('a route that needs a session', () => {
  it('exists in the table (the enumeration below is not empty)', () => {
    expect(secured.length).toBeGreaterThan(10);
  });

  it.each(secured.flatMap(([name, r]) => BROKEN.map((b) => [name, b.name, r, b] as const)))(
    '%s answers 401 without a session: %s',
    async (_name, _case, r, b) => {
      const res = await send(r, b, '');
      expect(res.status, await res.text()).toBe(401);
    },
  );

  // a consumer holds no role: every rule but signedIn and self (on someone else's id) refuses them
  const refusing = secured.filter(([, r]) => r.access !== 'signedIn');
  it.each(refusing.flatMap(([name, r]) => BROKEN.map((b) => [name, b.name, r, b] as const)))(
    '%s answers 403 to a signed-in caller without its right: %s',
    async (_name, _case, r, b) => {
      const res = await send(r, b, cookieOf(consumer));
      expect(res.status, await res.text()).toBe(403);
    },
  );

  it('checks the request once the caller may make it', async () => {
    const r = await consumer.post('/api/consumer/getBinder', { unknownField: 1 });
    expect(r.status).toBe(400);
    expect((await consumer.put(`/api/consumer/user/${consumerId}`, { email: 'x' })).status).toBe(400);
  });
});

describe('the fields the spec lists for a call but the session makes redundant', () => {
  it('are accepted and ignored on getBinder (token, user) and rateBinderItem (user)', async () => {
    const page = await consumer.post('/api/consumer/getBinder', { token: 'the-old-token', user: 'someone-else' });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], products: [], nextCursor: null });
    const rated = await consumer.post('/api/consumer/rateBinderItem', {
      user: { _id: 'someone-else' },
      product: 'ffffffffffffffffffffffff',
      usage: 'Other',
      rating: 1,
    });
    // past validation: the caller simply has no such item
    expect(rated.status).toBe(404);
    expect(rated.body.errorMessage).toBe(binderMessages.binderItemNotFound);
  });

  it('are accepted and ignored on changePassword (accountType)', async () => {
    const me = session(base, { 'x-forwarded-for': uniqueIp() });
    const email = uniqueEmail('auth-first-pw');
    expect(
      (
        await me.post('/api/authentication/signup', {
          email,
          password: PASSWORD,
          passwordVer: PASSWORD,
          accountType: 'customer',
        })
      ).status,
    ).toBe(200);
    const next = `${PASSWORD}x`;
    const r = await me.post('/api/consumer/changePassword', {
      password: PASSWORD,
      passwordNew: next,
      passwordVer: next,
      accountType: 'producer',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // the account type it named changed nothing: still a consumer
    const signedIn = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', {
      email,
      password: next,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ processorUser: false, dispensaryUser: false, adminUser: false });
  });

  it('do not open the door to other fields', async () => {
    const r = await consumer.post('/api/consumer/changePassword', {
      password: PASSWORD,
      passwordNew: `${PASSWORD}y`,
      passwordVer: `${PASSWORD}y`,
      role: 'admin',
    });
    expect(r.status).toBe(400);
    expect(
      (
        await consumer.post('/api/consumer/removeBinderItem', {
          token: 't',
          product: 'ffffffffffffffffffffffff',
          usage: 'Other',
        })
      ).status,
    ).toBe(400);
  });
});
