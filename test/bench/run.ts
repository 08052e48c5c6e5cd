import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { DEFAULT_BUNDLE_KB, lambdaEsbuild } from '../../infra/bundling.ts';
import { manifests } from '../../infra/manifests.ts';
import { demo } from '#test/support/ids';

// `npm run bench`: prints the figures the product's targets are set on. Run on the 2-core machine; never in tests.

const ROOT = join(import.meta.dirname, '..', '..');
const rows: [string, string, string, string][] = [];
const row = (what: string, figure: string, target: string, ok: boolean) =>
  rows.push([what, figure, target, target ? (ok ? 'met' : 'MISSED') : '']);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The same esbuild options the CDK stack gives NodejsFunction. */
async function bundle(entry: string, outfile: string) {
  await build({ ...lambdaEsbuild(), sourcemap: false, entryPoints: [entry], outfile });
  return statSync(outfile).size;
}

const loadOnce = (file: string) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(file)})`], {
    env: {
      ...process.env,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-west-2',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (r.status !== 0) throw new Error(`${file} failed to load: ${r.stderr}`);
  return performance.now() - t;
};

/**
 * Wall time of a fresh `node` that imports the bundle and exits (what a cold start adds), as a
 * ratio to the same for a hello-world bundle. The two are timed in turns, so a change in the
 * machine's speed during the run touches both alike; each figure is a median.
 */
function coldLoadRatio(file: string, hello: string, runs = 15) {
  const a: number[] = [];
  const b: number[] = [];
  loadOnce(file); // the first run pays for the file cache
  for (let i = 0; i < runs; i++) {
    a.push(loadOnce(hello));
    b.push(loadOnce(file));
  }
  return { ratio: median(b) / median(a), hello: median(a), bundle: median(b) };
}

async function bundles() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  const hello = join(dir, 'hello.mjs');
  writeFileSync(join(dir, 'hello.ts'), 'export const handler = async () => ({ statusCode: 200, body: "hello" });');
  await bundle(join(dir, 'hello.ts'), hello);
  // every function, routes and workers: the one place each bundle's size is written down
  const needs = manifests();
  for (const [h, n] of needs) {
    const profile = n.profile;
    const out = join(dir, `${h.replace(/\//g, '-')}.mjs`);
    const size = await bundle(join(ROOT, 'functions', `${h}.ts`), out);
    const budget = profile?.bundleKb ?? DEFAULT_BUNDLE_KB;
    row(`bundle ${h}`, `${(size / 1024).toFixed(0)} KB`, `≤ ${budget} KB`, size <= budget * 1024);
    // the Chromium function's cold start is Chromium's; its load ratio is not the skeleton's target
    if (profile?.chromium) continue;
    const load = coldLoadRatio(out, hello);
    row(
      `cold load ${h}`,
      `${load.ratio.toFixed(2)}× (${load.bundle.toFixed(0)} vs ${load.hello.toFixed(0)} ms)`,
      '≤ 1.5×',
      load.ratio <= 1.5,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

async function startRuntime(port: number, dataDir: string, env: Record<string, string> = {}) {
  const t = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra', 'local', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      if (out.includes('ready at')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.once('exit', (c) => reject(new Error(`runtime exited ${c}: ${out}`)));
  });
  const seconds = (performance.now() - t) / 1000;
  const stop = () =>
    new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill('SIGTERM');
    });
  return { seconds, stop, url: `http://localhost:${port}` };
}

async function load(url: string) {
  const r = await autocannon({ url, connections: 50, duration: 10 });
  const errors = r.errors + r.timeouts + r.non2xx;
  row('product API p50 (50 conn, 10 s)', `${r.latency.p50} ms`, '', true);
  row('product API p99 (50 conn, 10 s)', `${r.latency.p99} ms`, '≤ 25 ms', r.latency.p99 <= 25);
  row('product API errors', `${errors} of ${r.requests.total}`, '0', errors === 0);
  row('product API throughput', `${Math.round(r.requests.average)} req/s`, '', true);
  return r.latency;
}

/**
 * A lot's WCIA document under the same load, beside the product API measured just before (its
 * ratio to that baseline is what this machine can say; in the cloud CloudFront answers most of it).
 */
async function wciaLoad(base: string, baseline: { p50: number; p99: number }) {
  const url = `${base}/api/lab-result/${demo.lot(0)}/wcia`;
  await fetch(url);
  const r = await autocannon({ url, connections: 50, duration: 10 });
  const errors = r.errors + r.timeouts + r.non2xx;
  row('WCIA export p50 (50 conn, 10 s)', `${r.latency.p50} ms`, '', true);
  row('WCIA export p99 (50 conn, 10 s)', `${r.latency.p99} ms`, '', true);
  row(
    'WCIA export p99 ÷ product API p99',
    (r.latency.p99 / Math.max(1, baseline.p99)).toFixed(2),
    '≤ 1.5',
    r.latency.p99 <= 1.5 * Math.max(1, baseline.p99),
  );
  row('WCIA export errors', `${errors} of ${r.requests.total}`, '0', errors === 0);
}

/**
 * Sign-in figures: latency through the whole stack (API, cognito-local, the table), and
 * what verifying a session token costs a warm handler once the JWKS is cached.
 */
async function auth(url: string, dataDir: string) {
  const password = 'Bench-Signin-2121';
  const accounts = Array.from({ length: 50 }, (_, i) => `bench-${Date.now().toString(36)}-${i}@bench.cannastamp.test`);
  let ip = 0;
  const post = (path: string, body: unknown) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.${(ip >> 8) & 255}.${ip++ & 255}` },
      body: JSON.stringify(body),
    });
  for (const email of accounts)
    await post('/api/authentication/signup', { email, password, passwordVer: password, accountType: 'customer' });

  // 400 sign-ins, 10 at a time; 8 per account stays under the per-e-mail limit
  const latencies: number[] = [];
  let errors = 0;
  let token = '';
  let next = 0;
  const worker = async () => {
    while (next < 400) {
      const email = accounts[next++ % accounts.length]!;
      const t = performance.now();
      const r = await post('/api/authentication/signin', { email, password });
      latencies.push(performance.now() - t);
      if (r.status !== 200) errors++;
      token ||=
        r.headers
          .getSetCookie()
          .find((c) => c.startsWith('token='))
          ?.split(';')[0]!
          .slice(6) ?? '';
      await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  row('sign-in p50 / p99 (10 concurrent, 400)', `${pct(0.5).toFixed(1)} / ${pct(0.99).toFixed(1)} ms`, '', true);
  row('sign-in errors', `${errors} of 400`, '0', errors === 0);

  // the handler stack's verifier, in this process, against the runtime's user pool keys
  const pool = JSON.parse(readFileSync(join(dataDir, 'cognito', 'pool.json'), 'utf8')) as {
    issuer: string;
    clientId: string;
  };
  Object.assign(process.env, { COGNITO_ISSUER: pool.issuer, USER_POOL_CLIENT_ID: pool.clientId });
  const { verifyClaims } = await import('../../functions/lib/auth/authenticate.ts');
  await verifyClaims(token); // fetches and caches the JWKS
  const n = 2000;
  const t = performance.now();
  for (let i = 0; i < n; i++) await verifyClaims(token);
  const us = ((performance.now() - t) / n) * 1000;
  row('session verification, JWKS cached', `${us.toFixed(0)} µs per token`, '', true);
}

/** The renderer's figure: badges drawn per second on one core (the demo data's results at 300 px). */
async function stamps() {
  const { renderCannastamp } = await import('#shared/cannastamp/render');
  const { buildDemoData } = await import('../../infra/local/seed/demo-data.ts');
  const tests = buildDemoData().tests;
  for (const t of tests) renderCannastamp(t, { size: 300 }); // warm the JIT
  const n = 20_000;
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes += renderCannastamp(tests[i % tests.length]!, { size: i % 2 ? 100 : 300 }).length;
  const perSecond = n / ((performance.now() - t0) / 1000);
  row(
    'cannastamps rendered per second (1 core)',
    `${Math.round(perSecond)} (${Math.round(bytes / n)} bytes each)`,
    '',
    true,
  );

  // the PNG download: the first one also loads resvg's WebAssembly and the fonts
  const { stampPng } = await import('../../functions/lib/exports/png.ts');
  const svg = renderCannastamp(tests[0]!, { size: 3600 });
  let t = performance.now();
  await stampPng(svg, 3600);
  const cold = performance.now() - t;
  t = performance.now();
  await stampPng(svg, 3600);
  row(
    'PNG 3600 × 3600, cold / warm',
    `${(cold / 1000).toFixed(2)} / ${((performance.now() - t) / 1000).toFixed(2)} s`,
    '',
    true,
  );
}

/** PDF label figures: a new instance (empty /tmp) unpacks Chromium, launches it, prints; then warm labels. */
async function pdfLabels() {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'pdf-label.ts')], {
      env: { ...process.env, TMPDIR: tmp },
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop()!) as {
      unpack: number;
      firstLabel: number;
      warmP50: number;
      warmP95: number;
    };
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    row(
      'PDF label, cold: unpack Chromium + launch + print',
      `${s(r.unpack + r.firstLabel)} (unpack ${s(r.unpack)})`,
      '',
      true,
    );
    row(
      'PDF label, warm (40 labels, all sizes)',
      `p50 ${r.warmP50.toFixed(0)} ms, p95 ${r.warmP95.toFixed(0)} ms`,
      '',
      true,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// `npm run bench -- bundles` (or `runtime`, `start`, `printing`, `similar` (`similar-engine`, `similar-platform` for either half), `search`, `products`, `derived`, `uploads`, `coas`, `checkout`, `transfer`, `offers`, `loyalty-send`, `loyalty-audience`, `coa-reader`, `users-csv`, `ccrs`, `lighthouse`, `kiosk`, `admin-tests`, `pipeline`) runs one part; no argument runs all.
// `load` runs only the runtime part's load rows. BENCH_PORT moves the runtime off 3200 (it uses the 15 ports from there).
const only = process.argv[2];
const benchPort = Number(process.env.BENCH_PORT ?? 3200);
if (only === 'load') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const rt = await startRuntime(benchPort, dataDir);
  try {
    const productUrl = `${rt.url}/api/consumer/product/${demo.blueDream}`;
    await fetch(productUrl);
    await wciaLoad(rt.url, await load(productUrl));
    const { loadBeside } = await import('./load-beside.ts');
    await loadBeside(row, rt.url, productUrl);
  } finally {
    await rt.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
// `start`: the first start (a fresh data folder, seeding) and the later start (data kept), three
// of each in turns, as medians with their spread: one start alone says little on a shared machine
if (only === 'start') {
  const firsts: number[] = [];
  const laters: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
    try {
      const cold = await startRuntime(benchPort, dataDir);
      firsts.push(cold.seconds);
      await cold.stop();
      const warm = await startRuntime(benchPort, dataDir);
      laters.push(warm.seconds);
      await warm.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)} s`;
  row(
    'npm start to ready, first start (seeding), median of 3',
    `${median(firsts).toFixed(1)} s (${spread(firsts)})`,
    '≤ 20 s',
    median(firsts) <= 20,
  );
  row(
    'npm start to ready, later start, median of 3',
    `${median(laters).toFixed(1)} s (${spread(laters)})`,
    '≤ 5 s',
    median(laters) <= 5,
  );
}
if (!only || only === 'bundles') {
  await bundles();
  await stamps();
  await pdfLabels();
}
if (!only || only === 'runtime') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const cold = await startRuntime(benchPort, dataDir);
  row('npm start to ready, first start (seeding)', `${cold.seconds.toFixed(1)} s`, '≤ 20 s', cold.seconds <= 20);
  await cold.stop();
  const warm = await startRuntime(benchPort, dataDir);
  row('npm start to ready, later start', `${warm.seconds.toFixed(1)} s`, '≤ 5 s', warm.seconds <= 5);
  try {
    await fetch(`${warm.url}/api/consumer/product/${demo.blueDream}`); // the handler's cold start is not the steady state
    const baseline = await load(`${warm.url}/api/consumer/product/${demo.blueDream}`);
    await wciaLoad(warm.url, baseline);
    const { loadBeside } = await import('./load-beside.ts');
    await loadBeside(row, warm.url, `${warm.url}/api/consumer/product/${demo.blueDream}`);
    const { firstVisit } = await import('./first-visit.ts');
    await firstVisit(row, warm.url);
    await auth(warm.url, dataDir);
  } finally {
    await warm.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'printing') {
  const { printQueue, sheetPerTemplate } = await import('./printing.ts');
  sheetPerTemplate(row);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-printing-'));
  const rt = await startRuntime(benchPort, dataDir);
  try {
    await printQueue(row, rt, benchPort);
  } finally {
    await rt.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only === 'similar-engine') {
  const { similarEngineAtScale } = await import('./similar-scale.ts');
  await similarEngineAtScale(row);
}
if (!only || only === 'similar' || only === 'similar-platform') {
  const { similarAtScale, similarEngineAtScale } = await import('./similar-scale.ts');
  if (only !== 'similar-platform') await similarEngineAtScale(row);
  const dirs: string[] = [];
  try {
    await similarAtScale(row, startRuntime, () => {
      const d = mkdtempSync(join(tmpdir(), 'bench-similar-'));
      dirs.push(d);
      return d;
    });
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

if (!only || only === 'search') {
  const { searchAtScale } = await import('./search-scale.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    await searchAtScale(row, startRuntime, dir, bundle);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'products') {
  const { productsAtScale } = await import('./products-scale.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-products-'));
  try {
    await productsAtScale(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'derived') {
  const { derivedConvergence } = await import('./derived-convergence.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-derived-'));
  try {
    await derivedConvergence(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'admin-tests') {
  const { adminTestsAtScale } = await import('./admin-tests.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-tests-'));
  try {
    await adminTestsAtScale(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'pipeline') {
  const { pipelinePace } = await import('./pipeline-pace.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
  try {
    await pipelinePace(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'users-csv') {
  const { usersCsvAtScale } = await import('./users-csv.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-users-csv-'));
  try {
    await usersCsvAtScale(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'ccrs') {
  const { ccrsExportAtScale } = await import('./ccrs-export.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-ccrs-'));
  try {
    await ccrsExportAtScale(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'uploads') {
  const { uploadTimes } = await import('./upload.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  try {
    await uploadTimes(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'coas') {
  const { coaBatchTimes } = await import('./coa-upload.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-coas-'));
  try {
    await coaBatchTimes(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'checkout') {
  const { checkoutContention } = await import('./checkout.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  try {
    await checkoutContention(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'transfer') {
  const { transferTimes } = await import('./transfer.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-transfer-'));
  try {
    await transferTimes(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'offers') {
  const { offerActivationLag } = await import('./offers.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-offers-'));
  try {
    await offerActivationLag(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'loyalty-send') {
  const { loyaltySendTimes } = await import('./loyalty-send.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-loyalty-send-'));
  try {
    await loyaltySendTimes(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'loyalty-audience') {
  const { loyaltyAudienceTimes } = await import('./loyalty-audience.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-loyalty-audience-'));
  try {
    await loyaltyAudienceTimes(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'coa-reader') {
  const { coaReaderFigures } = await import('./coa-reader.ts');
  await coaReaderFigures(row);
}

if (!only || only === 'lighthouse') {
  const { lighthouseScores } = await import('./lighthouse.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    await lighthouseScores(row, startRuntime, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'kiosk') {
  const { kioskFigures } = await import('./kiosk.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-kiosk-'));
  try {
    await kioskFigures(row, startRuntime, benchPort, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...rows.map((r) => r[i]!.length), ['measure', 'figure', 'target', 'result'][i]!.length),
);
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nbench on ${(await import('node:os')).cpus().length} cores, node ${process.version}\n`);
console.log(line(['measure', 'figure', 'target', 'result']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));
