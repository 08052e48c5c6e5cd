import fc from 'fast-check';
import type * as z from 'zod/mini';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES } from '#shared/constants';
import { routes, type RouteDef, type RouteName } from '#shared/routes';
import { fillPath } from '#shared/paths';
import { CALLER_KINDS, makeCallers, type Caller, type CallerKind } from '#test/support/callers';
import { demo } from '#test/support/ids';
import { uniqueIp } from '#test/support/session';
import { admits, refusal, SESSION_KINDS } from '#test/support/access';
import { accepted, broken, craftedCursor, hostileString, junk, validLooking, type Pool } from '#test/support/schema-arbitrary';
import { changes, snapshot, tableClient } from '#test/support/table';

// Every route of the table, found by enumerating it, takes requests generated from its own
// schemas, from every kind of caller: valid-looking and broken path, query and body, odd content
// types, oversized bodies, cross-site requests. A request that must be refused (a caller the
// access rule refuses, input the schemas refuse, a cross-site write) gets its 4xx and writes
// nothing; the rest get the route's answer or a 4xx. Nothing answers 5xx. A new route is fuzzed
// with no edit here. FUZZ_SEED=<n> replays a run.

const base = inject('baseUrl');
const ddb = tableClient();
const CASES = 400;
const CONCURRENCY = 6;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUTES = Object.entries(routes as Record<string, RouteDef>) as [RouteName, RouteDef][];

interface Case {
  kind: CallerKind;
  params: Record<string, string>;
  query: [string, string][];
  body?: string;
  contentType?: string;
  site?: string;
}
interface Judged extends Case {
  path: string;
  mustRefuse: boolean;
  allowed: (status: number) => boolean;
  expected: string;
}

let callers: Record<CallerKind, Caller>;
let remake: (kind: CallerKind) => Promise<Caller>;

/** Ids of every kind the demo data has, and each caller's own; strings a form would send. */
const pool = (c: Caller): Pool => ({
  strings: [
    demo.blueDream, demo.product(3), demo.sunValley, demo.lot(0), demo.lot(5), demo.test(0), demo.unknownId,
    ...(c.userId ? [c.userId] : []), ...(c.clientId ? [c.clientId] : []),
    'Fuzz-Valid-Pass-21!', 'fuzz@test.cannastamp.test', 'blue dream', '2065550100', 'Relaxing', 'customer', 'circular', 'full',
  ],
  extra: [craftedCursor],
});

const shapeOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: { shape?: Record<string, z.ZodMiniType> } } })._zod.def.shape ?? {};
const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
const wellFormed = (s: string) => Buffer.from(s).toString();
const toText = (v: unknown) => wellFormed(typeof v === 'string' ? v : JSON.stringify(v) ?? '');
/** A path segment that still reaches the route ('.', '..' and '' would change the path itself). */
const segment = hostileString.map(wellFormed).filter((s) => s !== '' && s !== '.' && s !== '..');
const okStatus = (r: RouteDef) => (r.response.safeParse(undefined).success ? 302 : 200);

function caseArb(r: RouteDef): fc.Arbitrary<Case> {
  const names = pathNames(r.path);
  // built once per kind of caller (each has its own ids), then drawn from
  const byKind = Object.fromEntries(CALLER_KINDS.map((kind) => [kind, forCaller(kind)])) as Record<CallerKind, fc.Arbitrary<Case>>;
  return fc.constantFrom(...CALLER_KINDS).chain((kind) => byKind[kind]);

  function forCaller(kind: CallerKind): fc.Arbitrary<Case> {
    const p = pool(callers[kind]);
    const shape = shapeOf(r.params);
    // the caller's own ids half the time, so the routes that check ownership (self, clientMember) are reached
    const own = [callers[kind].userId, callers[kind].clientId].filter((v): v is string => v !== undefined);
    const param = (schema: z.ZodMiniType | undefined) => {
      if (!schema) return segment;
      const mine = own.filter((v) => schema.safeParse(v).success);
      return mine.length ? fc.oneof(accepted(schema, p), fc.constantFrom(...mine)) : accepted(schema, p);
    };
    const validParams = fc.record(Object.fromEntries(names.map((n) => [n, param(shape[n])])));
    const params = (names.length ? fc.oneof({ weight: 3, arbitrary: validParams }, { weight: 1, arbitrary: fc.tuple(validParams, fc.constantFrom(...names), segment).map(([v, n, s]) => ({ ...v, [n]: s })) }) : fc.constant({}))
      .map((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, toText(x)])));
    const entries = (v: unknown): [string, string][] =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, toText(x)]) : [['q', toText(v)]];
    const query = fc.oneof(
      { weight: 3, arbitrary: accepted(r.query, p).map(entries) },
      { weight: 1, arbitrary: validLooking(r.query, p).map(entries) },
      { weight: 2, arbitrary: broken(r.query, p).map(entries) },
      { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom('limit', 'cursor', 'x', '__proto__', 'constructor'), segment), { maxLength: 3 }) },
    );
    const limit = r.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const body =
      r.method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 3, arbitrary: accepted(r.body, p).map((v) => (v === undefined ? undefined : JSON.stringify(v))) },
            { weight: 2, arbitrary: validLooking(r.body, p).map((v) => (v === undefined ? undefined : JSON.stringify(v))) },
            { weight: 4, arbitrary: broken(r.body, p).map((v) => JSON.stringify(v)) },
            { weight: 1, arbitrary: fc.oneof(hostileString, junk.map((v) => JSON.stringify(v)?.slice(0, -1) ?? '{')) },
            { weight: 1, arbitrary: fc.constant(JSON.stringify({ x: 'a'.repeat(limit) })) },
          );
    const contentType = fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', undefined) },
    );
    const site = fc.oneof({ weight: 10, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none') });
    return fc.record({ kind: fc.constant(kind), params, query, body, contentType, site }, { requiredKeys: ['kind', 'params', 'query'] }) as fc.Arbitrary<Case>;
  }
}

/** What the gateway and the stack make of the request, and so what it may be answered. */
function judge(name: RouteName, r: RouteDef, c: Case): Judged {
  const url = new URL(fillPath(r.path, c.params) + (c.query.length ? `?${new URLSearchParams(c.query)}` : ''), base);
  // the gateway's own reading of the query: repeated keys joined with commas
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const type = (c.contentType ?? 'text/plain;charset=UTF-8').split(';')[0]!.trim().toLowerCase();
  const bodyOk = (() => {
    if (c.body === undefined || c.body === '') return r.body.safeParse(undefined).success;
    if (Buffer.byteLength(c.body) > (r.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) || type !== 'application/json') return false;
    try {
      return r.body.safeParse(JSON.parse(c.body)).success;
    } catch {
      return false;
    }
  })();
  const valid = r.params.safeParse(c.params).success && r.query.safeParse(Object.keys(query).length ? query : {}).success && bodyOk;
  const caller = callers[c.kind];
  const path = url.pathname + url.search;
  const is = (list: readonly number[]) => (s: number) => list.includes(s);
  if (r.method !== 'GET' && (c.site === 'cross-site' || c.site === 'same-site')) return { ...c, path, mustRefuse: true, allowed: is([403]), expected: '403 (cross-site)' };
  // the stack settles the caller before it reads the request: a refused caller gets its 401 or 403
  // whatever the request holds
  if (!admits(r.access, caller, c.params)) return { ...c, path, mustRefuse: true, allowed: is([refusal(c.kind)]), expected: `${refusal(c.kind)} (refused caller)` };
  if (!valid) return { ...c, path, mustRefuse: true, allowed: is([400, 413, 415]), expected: '400/413/415 (input the schemas refuse)' };
  const ok = okStatus(r);
  return { ...c, path, mustRefuse: false, allowed: (s) => s === ok || (s >= 400 && s < 500), expected: `${ok} or 4xx (${name} ${r.access})` };
}

async function send(r: RouteDef, c: Judged) {
  const cookie = [...callers[c.kind].jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(base + c.path, {
    method: r.method,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': uniqueIp(),
      ...(cookie ? { cookie } : {}),
      ...(c.body !== undefined && c.contentType ? { 'content-type': c.contentType } : {}),
      ...(c.site ? { 'sec-fetch-site': c.site } : {}),
    },
    body: c.body,
  });
  return { status: res.status, text: await res.text() };
}

/** Sends every case, a few at a time; answers the ones whose status is not allowed. */
async function run(r: RouteDef, cases: Judged[]) {
  const wrong: { status: number; expected: string; request: string; answer: string }[] = [];
  const busy: Judged[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const a = await send(r, c);
      if (a.status === 503) busy.push(c);
      else check(c, a);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // The local runtime runs every handler in one process: a few 3600-pixel renders at once can hold
  // its event loop past the SDK's time bound, and the answer is 503 'try again' (in the cloud each
  // runs in its own Lambda). Such a request is sent again alone, where it must answer properly.
  for (const c of busy) check(c, await send(r, c));
  return wrong;

  function check(c: Judged, a: { status: number; text: string }) {
      if (!c.allowed(a.status))
        wrong.push({
          status: a.status, expected: c.expected, answer: a.text.slice(0, 200),
          request: `${r.method} ${c.path} as ${c.kind}${c.site ? ` (sec-fetch-site ${c.site})` : ''}, ${c.contentType ?? 'no content type'}: ${c.body?.slice(0, 200)}`,
        });
  }
}

const generated = new Map<RouteName, Judged[]>();
const casesOf = (name: RouteName, r: RouteDef) => {
  if (!generated.has(name)) generated.set(name, fc.sample(caseArb(r), { numRuns: CASES, seed: SEED + ROUTES.findIndex(([n]) => n === name) }).map((c) => judge(name, r, c)));
  return generated.get(name)!;
};

beforeAll(async () => {
  ({ callers, remake } = await makeCallers(base, inject('ports').dynamo, { fresh: true }));
}, 120_000);

describe(`every route of the table, ${CASES} generated requests each (seed ${SEED})`, () => {
  describe('requests that must be refused', () => {
    let before: Map<string, string>;
    beforeAll(async () => {
      before = await snapshot(ddb);
    });

    it.each(ROUTES.map(([name, r]) => [name, r] as const))('%s: refused with the 4xx they must get', async (name, r) => {
      // (a public GET whose query ignores unknown keys may have none)
      const cases = casesOf(name, r).filter((c) => c.mustRefuse);
      expect(await run(r, cases), `seed ${SEED}`).toEqual([]);
    });

    it('wrote nothing', async () => {
      expect(changes(before, await snapshot(ddb))).toEqual([]);
    });
  });

  describe('requests the route may take', () => {
    it.each(ROUTES.map(([name, r]) => [name, r] as const))('%s: its answer or a 4xx, never a 5xx', async (name, r) => {
      const cases = casesOf(name, r).filter((c) => !c.mustRefuse);
      // the generators must reach the handler, or only the validation would be fuzzed
      expect(cases.length, 'no generated request passes the route’s schemas for an admitted caller').toBeGreaterThan(0);
      expect(await run(r, cases), `seed ${SEED}`).toEqual([]);
      // a route may end the session it is called with (logout) or the account (deletion)
      for (const kind of SESSION_KINDS) {
        const alive = await fetch(`${base}/api/authentication/validateUser`, { headers: { cookie: [...callers[kind].jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        if (alive.status !== 200) callers[kind] = await remake(kind);
      }
    });
  });
});
