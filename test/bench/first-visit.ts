import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '#test/support/browser';
import { demo } from '#test/support/ids';

// The JavaScript a first visit to a product page downloads (gzip, as CloudFront serves it), against
// its budget, and, chunk by chunk, against the figures recorded last (first-visit-baseline.json): when the total
// grows, the rows name the chunks that grew, so the change that spent the budget is found without a
// bundle analysis. FIRST_VISIT_BASELINE=write records the figures of this run.

type Row = (what: string, figure: string, target: string, ok: boolean) => void;

const BUDGET_KB = 120;
/** Growth under this is build noise (a hash, a renamed export), not a change worth naming. */
const NOTICE_KB = 0.5;
const BASELINE = join(import.meta.dirname, 'first-visit-baseline.json');

type Sizes = Record<string, number>;
type Baseline = Record<'gatePassed' | 'ageGate', Sizes>;

/** A chunk's name without its content hash (`index-C2o_lZAi.js` → `index`); chunks of one name add up. */
const chunkName = (path: string) => path.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function scriptsOfFirstVisit(base: string, passedGate: boolean): Promise<Sizes> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    if (passedGate) await context.addCookies([{ name: 'legal', value: 'true', url: base }]);
    const page = await context.newPage();
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push(
          res.body().then((b) => [chunkName(new URL(res.url()).pathname), gzipSync(b, { level: 9 }).length]),
        );
    });
    await page.goto(`${base}/product/${demo.blueDream}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: passedGate ? 'Blue Dream' : 'Are you over 21?' }).waitFor();
    const sizes: Sizes = {};
    for (const [name, bytes] of await Promise.all(scripts)) sizes[name] = (sizes[name] ?? 0) + bytes;
    return sizes;
  } finally {
    await browser.close();
  }
}

const readBaseline = (): Partial<Baseline> => {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline;
  } catch {
    return {};
  }
};

/** The first visit with and without the age gate passed, each against the budget and the baseline. */
export async function firstVisit(row: Row, base: string) {
  const baseline = readBaseline();
  const measured = {} as Baseline;
  for (const [key, passedGate, label] of [
    ['gatePassed', true, 'first-visit JS, product page, gate passed (gzip)'],
    ['ageGate', false, 'first-visit JS, product page with age gate (gzip)'],
  ] as const) {
    const sizes = await scriptsOfFirstVisit(base, passedGate);
    measured[key] = sizes;
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    row(label, `${kb(total)} in ${Object.keys(sizes).length} chunks`, `≤ ${BUDGET_KB} KB`, total <= BUDGET_KB * 1024);
    const before = baseline[key];
    if (!before) {
      row(`${label}: baseline`, 'none recorded (FIRST_VISIT_BASELINE=write)', '', true);
      continue;
    }
    const grown = Object.entries(sizes)
      .map(([name, bytes]) => ({ name, bytes, growth: bytes - (before[name] ?? 0) }))
      .filter((c) => c.growth > NOTICE_KB * 1024)
      .sort((a, b) => b.growth - a.growth);
    for (const c of grown)
      row(
        `${label}: ${c.name} grew`,
        before[c.name] === undefined ? `new, ${kb(c.bytes)}` : `+${kb(c.growth)} to ${kb(c.bytes)}`,
        '',
        true,
      );
  }
  if (process.env.FIRST_VISIT_BASELINE === 'write') writeFileSync(BASELINE, `${JSON.stringify(measured, null, 2)}\n`);
}
