import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDef, type RouteName } from '#shared/routes';
import { makeCallers, type Caller, type CallerKind } from '#test/support/callers';
import { uniqueIp } from '#test/support/session';
import { SESSION_KINDS } from '#test/support/access';
import { fuzzCases, type Judged } from '#test/support/fuzz-cases';
import { snapshot, changes } from '#test/support/table';
import { underWay } from '#test/support/scheduled-work';

// Every route of the table, found by enumerating it, takes requests generated from its own
// schemas, from every kind of caller: valid-looking and broken path, query and body, odd content
// types, oversized bodies, cross-site requests. A request that must be refused (a caller the
// access rule refuses, input the schemas refuse, a cross-site write) gets its 4xx and writes
// nothing; the rest get the route's answer or a 4xx. Nothing answers 5xx. A new route is fuzzed
// with no edit here. FUZZ_SEED=<n> replays a run.

const base = inject('baseUrl');
// a fresh seed each run, so the runs between them cover more than any one: 250 a route keeps
// this file near a minute and a half of the suite
const CASES = 250;
const CONCURRENCY = 6;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUTES = Object.entries(routes as Record<string, RouteDef>) as [RouteName, RouteDef][];

let callers: Record<CallerKind, Caller>;
let remake: (kind: CallerKind) => Promise<Caller>;

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
        status: a.status,
        expected: c.expected,
        answer: a.text.slice(0, 200),
        request: `${r.method} ${c.path} as ${c.kind}${c.site ? ` (sec-fetch-site ${c.site})` : ''}, ${c.contentType ?? 'no content type'}: ${c.body?.slice(0, 200)}`,
      });
  }
}

const generated = new Map<RouteName, Judged[]>();
const casesOf = (name: RouteName, r: RouteDef) => {
  if (!generated.has(name))
    generated.set(
      name,
      fuzzCases(name, r, { callers, base, count: CASES, seed: SEED + ROUTES.findIndex(([n]) => n === name) }),
    );
  return generated.get(name)!;
};

beforeAll(async () => {
  ({ callers, remake } = await makeCallers(base, inject('ports').dynamo, { fresh: true }));
});

describe(`every route of the table, ${CASES} generated requests each (seed ${SEED})`, () => {
  describe('requests that must be refused', () => {
    let before: Map<string, string>;
    let unexplained: Awaited<ReturnType<typeof underWay>>;
    beforeAll(async () => {
      unexplained = await underWay();
      before = await snapshot();
    });

    it.each(ROUTES.map(([name, r]) => [name, r] as const))(
      '%s: refused with the 4xx they must get',
      async (name, r) => {
        // (a public GET whose query ignores unknown keys may have none)
        const cases = casesOf(name, r).filter((c) => c.mustRefuse);
        expect(await run(r, cases), `seed ${SEED}`).toEqual([]);
      },
    );

    it('wrote nothing', async () => {
      // what the minute sweeps were about to do anyway (texts waiting for the morning, offers due) may come
      expect(await unexplained(changes(before, await snapshot()))).toEqual([]);
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
        const alive = await fetch(`${base}/api/authentication/validateUser`, {
          headers: { cookie: [...callers[kind].jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        if (alive.status !== 200) callers[kind] = await remake(kind);
      }
    });
  });
});
