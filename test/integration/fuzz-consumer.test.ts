import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeId } from '../../infra/local/seed/demo-data.ts';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { session, uniqueIp } from '../session.ts';

// This issue's new routes take 1,000 generated requests each: hostile path ids, broken bodies, odd
// content types and queries. The dispensary's carry request, the one that writes, must answer 4xx
// and record nothing; the legacy fetch of ids no product has answers 4xx; the tag list answers 200
// or 4xx. None may answer 5xx.

const base = inject('baseUrl');
const ports = inject('ports');
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: `http://127.0.0.1:${ports.dynamo}`, region: 'us-west-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
);
const RUNS = 1000;
const DISPENSARY = makeId(2, 0);

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '%00', 'a'.repeat(5000), '__proto__', 'ffffffffffffffffffffffff', 'FFFFFFFFFFFFFFFFFFFFFFFF'),
);
const id = fc.oneof(hostile.map(encodeURIComponent).filter((s) => s.length > 0 && !s.includes('/') && s !== '.' && s !== '..'), fc.constant('ffffffffffffffffffffffff'));
const requestArb = fc.record({
  body: fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v)), hostile, fc.constant(undefined)),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
  clientId: fc.oneof(id, fc.constant(DISPENSARY)),
  id,
  query: fc.dictionary(fc.constantFrom('limit', 'cursor', 'x', '__proto__'), hostile, { maxKeys: 3 }),
});

/** The demo dispensary's distributions, as its kiosk inventory would read them. */
const distributions = async () =>
  (await ddb.send(new QueryCommand({
    TableName: 'cannastamp', IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': `CLIENT#${DISPENSARY}#DISTS` }, Select: 'COUNT',
  }))).Count ?? 0;

let cookie = '';
let before = 0;

beforeAll(async () => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!;
  const me = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await me.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  cookie = [...me.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  before = await distributions();
});

async function send(method: string, path: string, req: { body?: string; contentType?: string; query: Record<string, string> }) {
  const qs = new URLSearchParams(req.query).toString();
  const r = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers: { cookie, 'x-forwarded-for': uniqueIp(), ...(req.contentType ? { 'content-type': req.contentType } : {}) },
    body: method === 'GET' ? undefined : req.body,
  });
  await r.arrayBuffer();
  return r.status;
}

describe("fuzzing this issue's routes", () => {
  it(`requestDistribution: ${RUNS} generated requests as the dispensary, only 4xx, nothing recorded`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const status = await send('POST', `/api/client/${req.clientId}/product/${req.id}/distribution`, req);
        return status >= 400 && status < 500;
      }),
      { numRuns: RUNS },
    );
    expect(await distributions()).toBe(before);
  });

  it(`getProductLegacy: ${RUNS} generated requests for ids no product has, only 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const status = await send('POST', `/api/consumer/getProductLegacy/${req.id}`, req);
        return status >= 400 && status < 500;
      }),
      { numRuns: RUNS },
    );
  });

  it(`searchTags: ${RUNS} generated queries, only 200 or 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const status = await send('GET', '/api/consumer/search/tags', req);
        return status === 200 || (status >= 400 && status < 500);
      }),
      { numRuns: RUNS },
    );
  });
});
