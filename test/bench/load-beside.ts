import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { USAGES } from '#shared/constants';
import { buildDemoData } from '../../infra/local/seed/demo-data.ts';
import { session } from '#test/support/session';

// The product API's latency and throughput with and without a second load beside it: a signed-in
// user fetching a 765-item binder at about 3 requests a second, and a flood of unknown product ids
// at 320 a second. Each figure is the median of RUNS runs, taken in turns with the baseline so a
// change of the shared machine's speed touches both alike.

type Row = (what: string, figure: string, target: string, ok: boolean) => void;

const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function productLoad(url: string) {
  const r = await autocannon({ url, connections: 50, duration: SECONDS });
  return { p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.timeouts + r.non2xx };
}

/** A consumer with a binder of 85 products × 9 usages (765 items), signed in. */
async function bigBinder(base: string) {
  const me = session(base, { 'x-forwarded-for': `198.19.250.${Math.floor(Math.random() * 250)}` });
  const password = 'Bench-Binder-2121';
  const email = `bench-binder-${Date.now().toString(36)}@bench.cannastamp.test`;
  const r = await me.post('/api/authentication/signup', {
    email,
    password,
    passwordVer: password,
    accountType: 'customer',
  });
  if (r.status !== 200) throw new Error(`bench signup: ${r.status} ${JSON.stringify(r.body)}`);
  const products = buildDemoData()
    .products.filter((p) => p.active !== false)
    .slice(0, 85);
  const adds = products.flatMap((p) => USAGES.map((usage) => ({ product: p._id, usage, rating: 1 })));
  for (let i = 0; i < adds.length; i += 15)
    await Promise.all(
      adds.slice(i, i + 15).map(async (body) => {
        const a = await me.post('/api/consumer/addToBinder', body);
        if (a.status !== 200) throw new Error(`bench addToBinder: ${a.status} ${JSON.stringify(a.body)}`);
      }),
    );
  return me;
}

/**
 * Fetches the binder at `perSecond` until stopped: the first page without a body (the whole
 * binder, where it is not paged), then the pages after it, from the start again after the last.
 */
function binderLoop(me: ReturnType<typeof session>, perSecond: number) {
  let cursor: string | undefined;
  let inFlight = 0;
  const stats = { requests: 0, errors: 0, bytes: 0, ms: [] as number[] };
  const timer = setInterval(() => {
    if (inFlight >= 10) return; // bounded: a stalled server is not buried
    inFlight++;
    const t = performance.now();
    void me.post('/api/consumer/getBinder', cursor ? { cursor } : undefined).then((a) => {
      inFlight--;
      stats.requests++;
      stats.ms.push(performance.now() - t);
      if (a.status !== 200) stats.errors++;
      stats.bytes += JSON.stringify(a.body).length;
      cursor = (a.body as { nextCursor?: string | null }).nextCursor ?? undefined;
    });
  }, 1000 / perSecond);
  return { stats, stop: () => clearInterval(timer) };
}

/** `perSecond` product reads of random well-formed ids no product has, until stopped. */
function flood(base: string, perSecond: number, id: () => string) {
  let finished!: () => void;
  const done = new Promise<void>((r) => (finished = r));
  const instance = autocannon(
    {
      url: base,
      connections: 20,
      overallRate: perSecond,
      duration: SECONDS + 5,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/consumer/product/${id()}` }) }],
    },
    () => finished(),
  );
  return () => {
    instance.stop();
    return done;
  };
}

/** Random 24-hex ids, and ids shaped like new ones (this second's time, then random bytes). */
const randomId = () => randomBytes(12).toString('hex');
const plausibleId = () =>
  Math.floor(Date.now() / 1000 - Math.random() * 1e8)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

export async function loadBeside(row: Row, base: string, productUrl: string) {
  const me = await bigBinder(base);
  const whole = await me.post('/api/consumer/getBinder');
  const baseline: Awaited<ReturnType<typeof productLoad>>[] = [];
  const withBinder: typeof baseline = [];
  const withFlood: typeof baseline = [];
  const withPlausibleFlood: typeof baseline = [];
  const binderStats: ReturnType<typeof binderLoop>['stats'][] = [];
  for (let i = 0; i < RUNS; i++) {
    baseline.push(await productLoad(productUrl));

    const loop = binderLoop(me, 3);
    withBinder.push(await productLoad(productUrl));
    loop.stop();
    binderStats.push(loop.stats);

    const stopFlood = flood(base, 320, randomId);
    withFlood.push(await productLoad(productUrl));
    await stopFlood();

    const stopPlausible = flood(base, 320, plausibleId);
    withPlausibleFlood.push(await productLoad(productUrl));
    await stopPlausible();
  }
  const fig = (xs: typeof baseline) =>
    `p99 ${median(xs.map((x) => x.p99))} ms, ${Math.round(median(xs.map((x) => x.rps)))} req/s, errors ${xs.reduce((a, x) => a + x.errors, 0)} (p99s ${xs.map((x) => x.p99).join('/')})`;
  const base99 = median(baseline.map((x) => x.p99));
  const ratio = (xs: typeof baseline) => median(xs.map((x) => x.p99)) / base99;
  row(`product API alone (50 conn, ${SECONDS} s, median of ${RUNS})`, fig(baseline), '', true);
  row(
    'product API beside getBinder 765 items at 3/s',
    `${fig(withBinder)}, ${ratio(withBinder).toFixed(2)}× p99`,
    '≤ 1.5× p99',
    ratio(withBinder) <= 1.5,
  );
  const all = binderStats.flatMap((s) => s.ms);
  const bytes =
    binderStats.reduce((a, s) => a + s.bytes, 0) /
    Math.max(
      1,
      binderStats.reduce((a, s) => a + s.requests, 0),
    );
  row(
    'getBinder under that load',
    `${binderStats.reduce((a, s) => a + s.requests, 0)} calls, median ${median(all).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB each, first page ${(JSON.stringify(whole.body).length / 1024).toFixed(0)} KB, errors ${binderStats.reduce((a, s) => a + s.errors, 0)}`,
    '',
    true,
  );
  row(
    'product API beside 320/s unknown random ids',
    `${fig(withFlood)}, ${ratio(withFlood).toFixed(2)}× p99`,
    '≤ 1.2× p99',
    ratio(withFlood) <= 1.2,
  );
  row(
    "product API beside 320/s unknown ids of new ids' shape",
    `${fig(withPlausibleFlood)}, ${ratio(withPlausibleFlood).toFixed(2)}× p99`,
    '≤ 1.2× p99',
    ratio(withPlausibleFlood) <= 1.2,
  );
  // the ratios are read against the machine's other work: a shared machine's load moves them all
  row(
    'load average (1, 5, 15 min) at the end',
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
    '',
    true,
  );
}
