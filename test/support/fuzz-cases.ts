import fc from 'fast-check';
import type * as z from 'zod/mini';
import { DEFAULT_MAX_BODY_BYTES } from '#shared/constants';
import { fillPath } from '#shared/paths';
import { EDGE_MAX_URL_BYTES } from '#infra/local/gateway/limits';
import type { RouteDef } from '#shared/routes';
import { CALLER_KINDS, type CallerKind } from './callers.ts';
import { demo } from './ids.ts';
import { admits, refusal, type CallerFacts } from './access.ts';
import { accepted, broken, craftedCursor, hostileString, junk, validLooking, type Pool } from './schema-arbitrary.ts';

// The route fuzzer's requests (test/integration/platform/fuzz-routes.test.ts), generated for any route from
// its own schemas and judged by its access rule: what a caller of each kind sends, and which
// statuses it may get. Nothing here names a route, so a route added to the table is fuzzed as it is.

export interface Case {
  kind: CallerKind;
  params: Record<string, string>;
  query: [string, string][];
  body?: string;
  contentType?: string;
  site?: string;
}
export interface Judged extends Case {
  path: string;
  mustRefuse: boolean;
  allowed: (status: number) => boolean;
  expected: string;
}

const FORM = 'application/x-www-form-urlencoded';

/** Ids of every kind the demo data has, and each caller's own; strings a form would send. */
const pool = (c: CallerFacts): Pool => ({
  strings: [
    demo.blueDream,
    demo.product(3),
    demo.sunValley,
    demo.lot(0),
    demo.lot(5),
    demo.test(0),
    demo.unknownId,
    ...(c.userId ? [c.userId] : []),
    ...(c.clientId ? [c.clientId] : []),
    'Fuzz-Valid-Pass-21!',
    'fuzz@test.cannastamp.test',
    'blue dream',
    '2065550100',
    'Relaxing',
    'customer',
    'circular',
    'full',
  ],
  extra: [craftedCursor],
});

const shapeOf = (s: z.ZodMiniType) =>
  (s as unknown as { _zod: { def: { shape?: Record<string, z.ZodMiniType> } } })._zod.def.shape ?? {};
const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
const wellFormed = (s: string) => Buffer.from(s).toString();
const toText = (v: unknown) => wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** A path segment that still reaches the route ('.', '..' and '' would change the path itself). */
const segment = hostileString.map(wellFormed).filter((s) => s !== '' && s !== '.' && s !== '..');
const okStatus = (r: RouteDef) => r.status ?? (r.response.safeParse(undefined).success ? 302 : 200);

function caseArb(r: RouteDef, callers: Record<CallerKind, CallerFacts>): fc.Arbitrary<Case> {
  const names = pathNames(r.path);
  const form = r.bodyFormat === 'form';
  // built once per kind of caller (each has its own ids), then drawn from
  const byKind = Object.fromEntries(CALLER_KINDS.map((kind) => [kind, forCaller(kind)])) as Record<
    CallerKind,
    fc.Arbitrary<Case>
  >;
  const mixed = fc.constantFrom(...CALLER_KINDS).chain((kind) => byKind[kind]);
  // A share of well-formed requests from callers the rule admits: a route whose valid requests are
  // rare in the mix (one admitted kind, a required body field) still reaches its handler on every seed.
  const admitted = CALLER_KINDS.filter((kind) => admits(r.access, callers[kind], ownParams(kind)));
  if (!admitted.length) return mixed;
  const wellFormed = Object.fromEntries(admitted.map((kind) => [kind, wellFormedFor(kind)])) as Record<
    CallerKind,
    fc.Arbitrary<Case>
  >;
  return fc.oneof(
    { weight: 4, arbitrary: mixed },
    { weight: 1, arbitrary: fc.constantFrom(...admitted).chain((kind) => wellFormed[kind]) },
  );

  /** The path ids that make a caller the owner a 'self' or client rule asks for. */
  function ownParams(kind: CallerKind): Record<string, string | undefined> {
    return { id: callers[kind].userId, clientId: callers[kind].clientId };
  }

  function wellFormedFor(kind: CallerKind): fc.Arbitrary<Case> {
    const p = pool(callers[kind]);
    const shape = shapeOf(r.params);
    const own = ownParams(kind);
    const param = (n: string) => {
      const mine = own[n];
      if (mine !== undefined && shape[n]?.safeParse(mine).success) return fc.constant(mine);
      return shape[n] ? accepted(shape[n], p) : segment;
    };
    // an optional segment left out is left out of the path, as a form would
    const params = fc.record(Object.fromEntries(names.map((n) => [n, param(n)]))).map((v) =>
      Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, toText(x)]),
      ),
    );
    const query = accepted(r.query, p).map((v) => (v && typeof v === 'object' ? entries(v) : []));
    const body =
      r.method === 'GET'
        ? fc.constant(undefined)
        : accepted(r.body, p).map((v) => (v === undefined ? undefined : encode(v)));
    return fc.record(
      { kind: fc.constant(kind), params, query, body, contentType: fc.constant(form ? FORM : 'application/json') },
      { requiredKeys: ['kind', 'params', 'query'] },
    ) as fc.Arbitrary<Case>;
  }

  function entries(v: unknown): [string, string][] {
    return v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, toText(x)])
      : [['q', toText(v)]];
  }

  // a form route's bodies are its fields form-encoded; anything else is sent as JSON text
  function encode(v: unknown) {
    return form && v && typeof v === 'object' && !Array.isArray(v)
      ? new URLSearchParams(entries(v)).toString()
      : JSON.stringify(v);
  }

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
    const params = (
      names.length
        ? fc.oneof(
            { weight: 3, arbitrary: validParams },
            {
              weight: 1,
              arbitrary: fc
                .tuple(validParams, fc.constantFrom(...names), segment)
                .map(([v, n, s]) => ({ ...v, [n]: s })),
            },
          )
        : fc.constant({})
    ).map((v) =>
      Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, toText(x)]),
      ),
    );
    const query = fc.oneof(
      { weight: 3, arbitrary: accepted(r.query, p).map(entries) },
      { weight: 1, arbitrary: validLooking(r.query, p).map(entries) },
      { weight: 2, arbitrary: broken(r.query, p).map(entries) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.constantFrom('limit', 'cursor', 'x', '__proto__', 'constructor'), segment), {
          maxLength: 3,
        }),
      },
    );
    const limit = r.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const body =
      r.method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 3, arbitrary: accepted(r.body, p).map((v) => (v === undefined ? undefined : encode(v))) },
            {
              weight: 2,
              arbitrary: validLooking(r.body, p).map((v) => (v === undefined ? undefined : encode(v))),
            },
            { weight: 4, arbitrary: broken(r.body, p).map((v) => encode(v)) },
            {
              weight: 1,
              arbitrary: fc.oneof(
                hostileString,
                junk.map((v) => JSON.stringify(v)?.slice(0, -1) ?? '{'),
              ),
            },
            { weight: 1, arbitrary: fc.constant(JSON.stringify({ x: 'a'.repeat(limit) })) },
          );
    const contentType = fc.oneof(
      { weight: 8, arbitrary: fc.constant(form ? FORM : 'application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'APPLICATION/JSON',
          'text/plain',
          FORM,
          'application/json',
          'application/octet-stream',
          undefined,
        ),
      },
    );
    const site = fc.oneof(
      { weight: 10, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none') },
    );
    return fc.record(
      { kind: fc.constant(kind), params, query, body, contentType, site },
      { requiredKeys: ['kind', 'params', 'query'] },
    ) as fc.Arbitrary<Case>;
  }
}

/** What the gateway and the stack make of the request, and so what it may be answered. */
function judge(name: string, r: RouteDef, c: Case, callers: Record<CallerKind, CallerFacts>, base: string): Judged {
  const url = new URL(fillPath(r.path, c.params) + (c.query.length ? `?${new URLSearchParams(c.query)}` : ''), base);
  // the gateway's own reading of the query: repeated keys joined with commas
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const type = (c.contentType ?? 'text/plain;charset=UTF-8').split(';')[0]!.trim().toLowerCase();
  const form = r.bodyFormat === 'form';
  const bodyOk = (() => {
    // a form route reads no body as an empty form
    if (c.body === undefined || c.body === '') return r.body.safeParse(form ? {} : undefined).success;
    if (Buffer.byteLength(c.body) > (r.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) return false;
    if (form) return type === FORM && r.body.safeParse(Object.fromEntries(new URLSearchParams(c.body))).success;
    if (type !== 'application/json') return false;
    try {
      return r.body.safeParse(JSON.parse(c.body)).success;
    } catch {
      return false;
    }
  })();
  const valid =
    r.params.safeParse(c.params).success && r.query.safeParse(Object.keys(query).length ? query : {}).success && bodyOk;
  const caller = callers[c.kind];
  const path = url.pathname + url.search;
  const is = (list: readonly number[]) => (s: number) => list.includes(s);
  // the edge refuses an over-long address before anything else reads it
  if (Buffer.byteLength(path) > EDGE_MAX_URL_BYTES)
    return { ...c, path, mustRefuse: true, allowed: is([414]), expected: '414 (URL over the edge limit)' };
  if (r.method !== 'GET' && (c.site === 'cross-site' || c.site === 'same-site'))
    return { ...c, path, mustRefuse: true, allowed: is([403]), expected: '403 (cross-site)' };
  // the stack settles the caller before it reads the request: a refused caller gets its 401 or 403
  // whatever the request holds
  if (!admits(r.access, caller, c.params))
    return {
      ...c,
      path,
      mustRefuse: true,
      allowed: is([refusal(c.kind, r.access)]),
      expected: `${refusal(c.kind, r.access)} (refused caller)`,
    };
  if (!valid)
    return {
      ...c,
      path,
      mustRefuse: true,
      allowed: is([400, 413, 415]),
      expected: '400/413/415 (input the schemas refuse)',
    };
  const ok = okStatus(r);
  return {
    ...c,
    path,
    mustRefuse: false,
    allowed: (s) => s === ok || (s >= 400 && s < 500),
    expected: `${ok} or 4xx (${name} ${r.access})`,
  };
}

/** `count` generated requests for one route, each with the statuses it may get. */
export const fuzzCases = (
  name: string,
  r: RouteDef,
  o: { callers: Record<CallerKind, CallerFacts>; base: string; count: number; seed: number },
): Judged[] =>
  fc.sample(caseArb(r, o.callers), { numRuns: o.count, seed: o.seed }).map((c) => judge(name, r, c, o.callers, o.base));
