import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteName } from '#shared/routes';
import { session, uniqueEmail, uniqueIp } from '../session.ts';

// Every authentication and account route takes 1,000 generated requests: wrong shapes, wrong
// types, broken JSON, odd content types, hostile strings. Each must get a 4xx (never a 5xx), and
// none may change anything: no user appears, no mail is queued, the fuzzing account is intact.

const base = inject('baseUrl');
const ports = inject('ports');
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: `http://127.0.0.1:${ports.dynamo}`, region: 'us-west-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);
const RUNS = 1000;
const PASSWORD = 'Fuzz-Target-2121';

const AUTH_ROUTES: RouteName[] = [
  'signup', 'signin', 'validateUser', 'logout', 'passwordReset', 'recoverPassword', 'googleStart', 'googleCallback',
  'getUser', 'updateUser', 'changePassword', 'deleteAccount',
];

const count = async (partition: string) => {
  let n = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({
      TableName: 'cannastamp', IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :p', ExpressionAttributeValues: { ':p': partition },
      Select: 'COUNT', ExclusiveStartKey: start,
    }));
    n += r.Count ?? 0;
    start = r.LastEvaluatedKey;
  } while (start);
  return n;
};

/** Strings that have broken parsers before: control characters, unicode, injection shapes, sizes. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '{{7*7}}', '%00', 'a'.repeat(5000), 'A'.repeat(43), '__proto__'),
  fc.emailAddress().map((e) => `${e}\u0000`),
);
const jsonish = fc.oneof(fc.jsonValue(), fc.dictionary(hostile, fc.jsonValue()), fc.record({ email: hostile, password: hostile, passwordVer: hostile, passwordNew: hostile, token: hostile, accountType: hostile, phone: hostile }, { requiredKeys: [] }));
const requestArb = fc.record({
  body: fc.oneof(jsonish.map((v) => JSON.stringify(v)), hostile, fc.constant(undefined)),
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', undefined),
  id: fc.oneof(hostile.map(encodeURIComponent).filter((s) => s.length > 0 && !s.includes('/')), fc.constant('ffffffffffffffffffffffff')),
  query: fc.dictionary(fc.constantFrom('accountType', 'code', 'state', 'error', 'x', '__proto__'), hostile, { maxKeys: 3 }),
});

let me: ReturnType<typeof session> & { id?: string };
let before: { users: number; mail: number };

beforeAll(async () => {
  const email = uniqueEmail('fuzz');
  me = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await me.post('/api/authentication/signup', { email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' });
  me.id = r.body.user._id;
  me.jar.set('fuzzEmail', email); // kept beside the cookies for the final check; never sent as a cookie the API reads
  before = { users: await count('USERS'), mail: await count('OUTBOX') };
});

describe('fuzzing the authentication and account routes', () => {
  it.each(AUTH_ROUTES)(`%s: ${RUNS} generated requests, only 4xx`, async (name) => {
    const route = routes[name];
    /** Generated input that happens to be valid would be a real request: it is left out. */
    const rejected = (body: string | undefined) => {
      if (body === undefined) return route.body.safeParse(undefined).success === false || ['validateUser', 'logout', 'getUser', 'googleStart', 'googleCallback'].includes(name);
      try {
        return !route.body.safeParse(JSON.parse(body)).success;
      } catch {
        return true;
      }
    };
    const cookie = [...me.jar].filter(([k]) => k !== 'fuzzEmail').map(([k, v]) => `${k}=${v}`).join('; ');
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requestArb.filter((req) => rejected(req.body)), async (req) => {
        // Own-account routes get the caller's own id half the time, so generated bodies reach the
        // handler's own checks; deletion never does (it has no body to refuse).
        const ownId = name !== 'deleteAccount' && req.query.x === undefined;
        const path = route.path.replace('{id}', ownId ? me.id! : req.id === me.id ? 'ffffffffffffffffffffffff' : req.id).replace(/\/\{\w+\?\}$/, '');
        const qs = new URLSearchParams(req.query).toString();
        const r = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
          method: route.method,
          redirect: 'manual',
          headers: {
            cookie,
            'x-forwarded-for': uniqueIp(),
            ...(req.contentType ? { 'content-type': req.contentType } : {}),
          },
          body: route.method === 'GET' ? undefined : req.body,
        });
        await r.arrayBuffer();
        seen.add(r.status);
        // redirects are the OAuth routes' answers (back to the site with the reason)
        return (r.status >= 400 && r.status < 500) || (r.status === 302 && name.startsWith('google')) || (r.status === 200 && ['validateUser', 'logout', 'getUser'].includes(name));
      }),
      { numRuns: RUNS },
    );
    expect([...seen].some((s) => s >= 500)).toBe(false);
  });

  it('changed nothing', async () => {
    expect({ users: await count('USERS'), mail: await count('OUTBOX') }).toEqual(before);
    const email = me.jar.get('fuzzEmail')!;
    const r = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', { email, password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.user.email).toBe(email);
  });
});
