import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fillPath } from '#shared/paths';
import { cursorSchema } from '#shared/schemas/common';
import { routes, type RouteDef } from '#shared/routes';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { craftedCursorOf } from '#test/support/schema-arbitrary';
import { makeId } from '#infra/local/seed/demo-data';
import { EDGE_MAX_URL_BYTES } from '#infra/local/gateway/limits';
import { brandProductsPartition, productPartition } from '#lib/products/keys';
import { userPartition } from '#lib/users/keys';

// A page cursor comes back from the caller, so every paged route takes crafted ones: keys missing
// or extra, another partition, another index, empty, long or non-string values, and what is not
// JSON at all. None may answer 5xx; one that is not exactly the key of the partition being read
// answers 400.

const base = inject('baseUrl');
const RUNS = 300;
const PASSWORD = 'Cursor-Fuzz-21!';

/** Whether a schema (or the object inside an optional) has a `cursor` field. */
const hasCursor = (schema: unknown): boolean => {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown>; innerType?: unknown } } })._zod?.def;
  if (def?.shape) return 'cursor' in def.shape;
  return def?.innerType ? hasCursor(def.innerType) : false;
};
const paged = Object.entries(routes as Record<string, RouteDef>).filter(
  ([, r]) => hasCursor(r.query) || hasCursor(r.body),
);

let cookie = '';
let userPk = '';
// routes of a company, staff or a role a new consumer lacks are sent as an admin, whom every rule but 'self' lets through
let adminCookie = '';
const cookieFor = (route: RouteDef) =>
  route.access === 'public' || route.access === 'signedIn' || route.access === 'self' ? cookie : adminCookie;
beforeAll(async () => {
  const admin = session(base, { 'x-forwarded-for': uniqueIp() });
  const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  expect(
    (await admin.post('/api/authentication/signin', { email: demoAdmin.email, password: demoAdmin.password })).status,
  ).toBe(200);
  adminCookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const me = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await me.post('/api/authentication/signup', {
    email: uniqueEmail('cursor-fuzz'),
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  userPk = userPartition(r.body.user._id);
  cookie = [...me.jar].map(([k, v]) => `${k}=${v}`).join('; ');
});

/**
 * A path the route takes: each parameter the first of these ids its schema accepts (a brand's, the
 * caller's own); in the client area the demo producer's company and, for a product, one of its own.
 */
const pathOf = (route: RouteDef) => {
  const shape =
    (route.params as unknown as { _zod: { def: { shape?: Record<string, RouteDef['params']> } } })._zod.def.shape ?? {};
  const given: Record<string, string> = { clientId: makeId(1, 0) };
  if (route.path.includes('/product/{id}')) given.id = demo.blueDream;
  // a lot's results log answers 404 for a lot that is not there, before it reads the cursor
  if (route.path.includes('{lotId}')) given.lotId = demo.lot(1);
  // a member's points: a US phone of no member answers an empty page after the cursor is read
  if (route.path.includes('{phone}')) given.phone = '2065550100';
  const params = Object.fromEntries(
    Object.entries(shape).map(([n, schema]) => [
      n,
      given[n] ?? [demo.sunValley, userPk.slice('USER#'.length)].find((v) => schema.safeParse(v).success),
    ]),
  );
  return fillPath(route.path, params);
};

/** The request for a route with this cursor (ids from the demo data). */
async function send(name: string, route: RouteDef, cursor: string) {
  const path = pathOf(route);
  const inQuery = hasCursor(route.query);
  const address = `${path}${inQuery ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  const r = await fetch(`${base}${address}`, {
    method: route.method,
    headers: {
      cookie: cookieFor(route),
      'x-forwarded-for': uniqueIp(),
      ...(inQuery ? {} : { 'content-type': 'application/json' }),
    },
    body: inQuery ? undefined : JSON.stringify({ cursor }),
  });
  await r.arrayBuffer();
  return { name, status: r.status, ...(Buffer.byteLength(address) > EDGE_MAX_URL_BYTES ? { tooLong: true } : {}) };
}

const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const crafted = craftedCursorOf([
  brandProductsPartition(demo.sunValley),
  brandProductsPartition(demo.brand(1)),
  productPartition(demo.blueDream),
]);

describe('crafted page cursors', () => {
  it('are found on every route that takes one', () => {
    // a route takes a page cursor where its schemas use cursorSchema; each is found by its `cursor` field
    const usesCursor = (schema: unknown, depth = 0): boolean => {
      if (schema === cursorSchema) return true;
      const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (!def || depth > 8) return false;
      const inner = [
        def.innerType,
        def.in,
        def.out,
        def.element,
        ...Object.values((def.shape as object | undefined) ?? {}),
        ...((def.options as unknown[] | undefined) ?? []),
      ];
      return inner.some((s) => usesCursor(s, depth + 1));
    };
    const taking = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => usesCursor(r.query) || usesCursor(r.body))
      .map(([n]) => n);
    expect(taking.length).toBeGreaterThan(0);
    expect(paged.map(([name]) => name).sort()).toEqual(taking.sort());
  });

  it("answer 400 when they hold only the index's key, as reported, or another partition's key", async () => {
    // the reported cursor: {"gsi4pk":"TAGGED"}
    expect((await fetch(`${base}/api/consumer/search/tags?cursor=eyJnc2k0cGsiOiJUQUdHRUQifQ`)).status).toBe(400);
    const wrong = [
      encode({ gsi4pk: 'TAGGED' }),
      encode({ gsi2pk: brandProductsPartition(demo.sunValley) }),
      encode({ pk: userPk }),
      encode({ pk: 'PRODUCT#x', sk: '#META', gsi4pk: 'TAGGED', gsi4sk: '' }),
      encode({ pk: 'PRODUCT#x', sk: '#META', gsi2pk: brandProductsPartition(demo.brand(1)), gsi2sk: 'a' }),
      encode({ pk: 'USER#someone-else', sk: 'BINDER#x#Relaxing' }),
      encode({ pk: userPk, sk: 'BINDER#x', extra: 'y' }),
    ];
    for (const [name, route] of paged)
      for (const cursor of wrong) expect(await send(name, route, cursor)).toEqual({ name, status: 400 });
  });

  // one test per route, so each has the whole test time for its runs as routes are added
  for (const [name, route] of paged)
    it(`never answer 5xx on ${name}, whatever they hold`, async () => {
      await fc.assert(
        fc.asyncProperty(crafted, async (cursor) => {
          const r = await send(name, route, cursor);
          // an address over the edge's limit is refused there, before the route reads it
          expect(r.tooLong ? [414] : [200, 400], `${name} ${cursor} answered ${r.status}`).toContain(r.status);
        }),
        { numRuns: RUNS },
      );
    });
});
