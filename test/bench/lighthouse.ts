import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import puppeteer, { type Browser, type CookieData } from 'puppeteer-core';
import { AGE_GATE_COOKIE } from '#shared/cookies';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { demo } from '#test/support/ids';

// Lighthouse on the pages people land on, with its defaults (a mid-range phone,
// simulated slow 4G and a 4× slower CPU), against a local platform on its own port. The local
// gateway serves the built site as CloudFront does (compressed, hashed assets cached a year), so
// the figures are the site's, not a dev server's.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Start = (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;

const PORT = 3500;
/** Lighthouse's score moves a few points between runs on a busy machine; each figure is the median of these. */
const RUNS = 3;
const TARGET = 95;

interface Audit {
  name: string;
  path: string;
  /** Has passed the age gate today. */
  adult: boolean;
  signedIn: boolean;
}

const AUDITS: Audit[] = [
  { name: '/ (age gate)', path: '/', adult: false, signedIn: false },
  { name: '/', path: '/', adult: true, signedIn: false },
  { name: '/search/blue dream', path: '/search/blue%20dream', adult: true, signedIn: false },
  { name: '/product (Blue Dream)', path: `/product/${demo.blueDream}`, adult: true, signedIn: false },
  { name: '/binder (demo consumer)', path: '/binder', adult: true, signedIn: true },
];

/** The project's Chromium, as test/support/browser.ts finds it, with the flags a closed network needs. */
export async function launch(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  const executablePath = existsSync(system)
    ? system
    : await (await import('@sparticuz/chromium')).default.executablePath();
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs the demo consumer in through the API; the session is httpOnly cookies, handed to the browser as they are. */
async function signIn(base: string): Promise<CookieData[]> {
  const consumer = DEMO_ACCOUNTS.find((a) => a.role === 'consumer')!;
  const r = await fetch(`${base}/api/authentication/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: consumer.email, password: consumer.password }),
  });
  if (r.status !== 200) throw new Error(`sign-in answered ${r.status}: ${await r.text()}`);
  const cookies = r.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    return { name: pair!.slice(0, eq).trim(), value: pair!.slice(eq + 1).trim(), domain: 'localhost', path: '/' };
  });
  // a binder with something in it is the page people see
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const add = await fetch(`${base}/api/consumer/addToBinder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ product: demo.blueDream, usage: 'Relaxing', rating: 1 }),
  });
  if (add.status !== 200) throw new Error(`addToBinder answered ${add.status}: ${await add.text()}`);
  return cookies;
}

export interface Measured {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One Lighthouse run; `settings` replaces defaults (the kiosk bench's tablet screen), throttling stays Lighthouse's. */
export async function audit(
  browser: Browser,
  url: string,
  cookies: CookieData[],
  settings?: Config['settings'],
): Promise<Measured> {
  // a fresh profile per run: nothing cached, only the cookies this visitor has
  const context = await browser.createBrowserContext();
  try {
    if (cookies.length) await context.setCookie(...cookies);
    const page = await context.newPage();
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      settings ? { extends: 'lighthouse:default', settings } : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    // LIGHTHOUSE_REPORTS=<dir> keeps each audit's whole report, for finding where the time went
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${settings?.screenEmulation?.width ?? 'default'}-${Date.now()}`;
      writeFileSync(join(reports, `${name}.json`), JSON.stringify(result.lhr));
    }
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await context.close();
  }
}

/** The run with the median performance score, so its metrics belong together. */
export const medianRun = (runs: Measured[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

export async function lighthouseScores(row: Row, start: Start, dataDir: string) {
  const platform = await start(PORT, dataDir);
  const browser = await launch();
  try {
    const base = platform.url;
    const session = await signIn(base);
    const gate = { name: AGE_GATE_COOKIE, value: 'true', domain: 'localhost', path: '/' };
    // one unmeasured pass loads every handler once: a Lambda's cold start is not the page's figure
    for (const a of AUDITS) {
      const context = await browser.createBrowserContext();
      await context.setCookie(...(a.adult ? [gate] : []), ...(a.signedIn ? session : []));
      const page = await context.newPage();
      await page.goto(base + a.path, { waitUntil: 'networkidle0' });
      await context.close();
    }
    for (const a of AUDITS) {
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(browser, base + a.path, [...(a.adult ? [gate] : []), ...(a.signedIn ? session : [])]));
      const m = medianRun(runs);
      const spread = (k: 'performance' | 'accessibility') =>
        `${Math.min(...runs.map((r) => r[k]))}–${Math.max(...runs.map((r) => r[k]))}`;
      row(
        `Lighthouse mobile performance, ${a.name}`,
        `${m.performance} (runs ${spread('performance')})`,
        `≥ ${TARGET}`,
        m.performance >= TARGET,
      );
      row(`Lighthouse mobile accessibility, ${a.name}`, `${m.accessibility}`, `≥ ${TARGET}`, m.accessibility >= TARGET);
      row(
        `  FCP / LCP / TBT / CLS, ${a.name}`,
        `${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)}`,
        '',
        true,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}
