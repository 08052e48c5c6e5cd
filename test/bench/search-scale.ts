import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { stampSummary } from '#shared/cannastamp/summary';
import { searchPacks, type StoredSearchDoc } from '#lib/search/store';
import { createSearchIndex } from '#lib/search/engine';
import { TABLE_NAME } from '../../infra/local/platform.ts';
import { marketCatalogue, searchQueries } from '../fixtures/catalogue.ts';
import { labResults } from '../fixtures/profiles.ts';

// Search figures at 1k, 10k and 100k products on a running local platform: the bench
// writes the index packs straight from a generated catalogue (the request path reads only the
// packs), then loads the API with what people type, and times a new instance's first search.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;

function docs(n: number): StoredSearchDoc[] {
  const profiles = labResults(500);
  return marketCatalogue(n).map((p, i) => {
    const f = profiles[i % profiles.length]!.figures;
    const test = stampSummary({
      _id: `5eb5${i.toString(16).padStart(20, '0')}`,
      strain: p.strain,
      thc: f.thc,
      cbd: f.cbd,
      cbg: f.cbg,
      cbn: f.cbn,
      cbc: f.cbc,
      thcV: f.thcv,
      myrcene: f.myrcene,
      alphaPinene: f.alphaPinene,
      betaPinene: f.betaPinene,
      caryophyllene: f.caryophyllene,
      humulene: f.humulene,
      limonene: f.limonene,
      linalool: f.linalool,
      ocimene: f.ocimene,
      terpinolene: f.terpinolene,
    });
    return { ...p, cleanUrl: `/product/${p._id}`, lotId: `5eb6${i.toString(16).padStart(20, '0')}`, test };
  });
}

export async function searchAtScale(
  row: Row,
  start: (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>,
  dataDir: string,
  bundle: (entry: string, outfile: string) => Promise<number>,
) {
  // a cold start is timed on the handler's bundle, as Lambda loads it
  const handlerBundle = join(dataDir, 'search.mjs');
  await bundle(join(import.meta.dirname, '..', '..', 'functions', 'consumer', 'search.ts'), handlerBundle);
  // and by plain node: under tsx every module the handler loads would pass through its hooks
  const coldRunner = join(dataDir, 'search-cold.mjs');
  await bundle(join(import.meta.dirname, 'search-cold.ts'), coldRunner);
  const port = 3600;
  Object.assign(process.env, {
    TABLE_NAME,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port + 10}`,
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
  const platform = await start(port, dataDir);
  const queries = searchQueries(5000);
  const p99: Record<number, number> = {};
  try {
    // BENCH_SEARCH_SIZES=1000,100000 measures fewer sizes when looking into one
    for (const n of (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number)) {
      const all = docs(n);
      await searchPacks.writeAll(all);
      // the platform's search instance picks the new packs up within a second; wait until it has
      const probe = all[n - 1]!;
      for (let t = Date.now(); Date.now() - t < 30_000;) {
        const r = (await (
          await fetch(`${platform.url}/api/consumer/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ searchString: probe.name, resultCount: 60 }),
          })
        ).json()) as { available: { _id: string }[]; unavailable: { _id: string }[] };
        if (
          [...r.available, ...r.unavailable].length > 0 &&
          (n < 60_000 || [...r.available, ...r.unavailable].some((e) => e._id.startsWith('5eb4')))
        )
          break;
        await new Promise((ok) => setTimeout(ok, 200));
      }
      let next = 0;
      const sent = new Set<string>();
      let total = 0;
      const hit = (duration: number) =>
        autocannon({
          url: `${platform.url}/api/consumer/search`,
          method: 'POST',
          connections: 20,
          duration,
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (req) => {
                const q = queries[next++ % queries.length]!;
                total++;
                sent.add(q.trim().toLowerCase());
                return { ...req, body: JSON.stringify({ searchString: q, resultCount: 10 }) };
              },
            },
          ],
        });
      await hit(3); // warm the JIT
      // three loads, the median reported: on two shared cores one run's p99 moves 2x with whatever
      // else the machine does, and the growth target compares two such figures
      const runs = [await hit(10), await hit(10), await hit(10)];
      const mid = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[1]!;
      const r = mid(runs, (x) => x.latency.p99);
      p99[n] = r.latency.p99;
      const errors = runs.reduce((e, x) => e + x.errors + x.timeouts + x.non2xx, 0);
      const spread = runs
        .map((x) => x.latency.p99)
        .sort((a, b) => a - b)
        .join(', ');
      row(
        `search at ${n.toLocaleString('en-US')} products, p50 / p99 (20 conn, median of 3 × 10 s)`,
        `${r.latency.p50} / ${r.latency.p99} ms (p99s ${spread}) at ${Math.round(r.requests.average)} req/s, ${errors} errors`,
        n === 100_000 ? '≤ 50 ms' : '',
        n !== 100_000 || (r.latency.p99 <= 50 && errors === 0),
      );
      // the instance keeps recent answers: say how much of the load was a repeat
      row(
        `  … of which repeated queries (answer kept by the instance)`,
        `${(100 * (1 - sent.size / total)).toFixed(0)} % of ${total}`,
        '',
        true,
      );
      // and what the engine costs when nothing is kept: every query of the list once, in this process
      const engine = createSearchIndex();
      for (const d of all) engine.add(d);
      for (const q of queries.slice(0, 500)) engine.search(q, 10);
      const costs = queries
        .map((q) => {
          const t = performance.now();
          engine.search(q, 10);
          return performance.now() - t;
        })
        .sort((a, b) => a - b);
      row(
        `  engine alone at ${n.toLocaleString('en-US')}, every query new: mean / p99`,
        `${(costs.reduce((a, b) => a + b, 0) / costs.length).toFixed(2)} / ${costs[Math.floor(costs.length * 0.99)]!.toFixed(2)} ms`,
        '',
        true,
      );

      // a new instance: its first search loads every pack and builds the index
      // a plain Lambda start: the runtime's AWS_LAMBDA_MAX_CONCURRENCY (set on import of infra/local) would make
      // the logger look for an invoke store this process does not run
      const { AWS_LAMBDA_MAX_CONCURRENCY: _, ...env } = process.env;
      const out = execFileSync(process.execPath, [coldRunner, handlerBundle], {
        env: { ...env, LOG_LEVEL: 'SILENT' },
        encoding: 'utf8',
      });
      const cold = JSON.parse(out.trim().split('\n').pop()!) as {
        status: number;
        coldMs: number;
        coldCpuMs: number;
        warmMs: number;
        rssMb: number;
      };
      row(
        `search cold start with index load, ${n.toLocaleString('en-US')}`,
        `${(cold.coldMs / 1000).toFixed(2)} s, CPU ${(cold.coldCpuMs / 1000).toFixed(2)} s (then ${cold.warmMs.toFixed(1)} ms), ${cold.rssMb.toFixed(0)} MB`,
        n === 100_000 ? '≤ 1 s, ≤ 512 MB' : '',
        n !== 100_000 || (cold.coldMs <= 1000 && cold.rssMb <= 512 && cold.status === 200),
      );
    }
  } finally {
    await platform.stop();
  }
  if (p99[1_000] === undefined || p99[100_000] === undefined) return;
  const growth = p99[100_000] / Math.max(1, p99[1_000]);
  row('search p99 growth, 1k → 100k', `${growth.toFixed(2)}×`, '≤ 2×', growth <= 2);
}
