import type { Browser, Page } from 'playwright-core';
import { AGE_GATE_COOKIE } from '#shared/cookies';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { launchBrowser } from '#test/support/browser';

// The entry screen's pace (`npm run bench -- pipeline`) on the demo pipeline: the demo data-entry
// account opens Enter Data in a fresh browser context each run (nothing cached, as on a new
// morning), which checks out its held certificate or the first free one, and the clock stops when
// the form is filled in from the certificate's reading and its first page is drawn beside it. The
// same for Review Data as the demo reviewer. Run after run the account resumes the item it holds,
// so every run measures the same certificate; the checkout's own answer time is quoted apart.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Start = (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;

const RUNS = 21;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

interface Screen {
  name: string;
  account: string;
  path: string;
  checkout: RegExp;
  heading: string;
}

const SCREENS: Screen[] = [
  {
    name: 'Enter Data',
    account: 'data entry',
    path: '/admin/service/tests/entry',
    checkout: /\/api\/service\/data-entry\/pending/,
    heading: 'Enter Data',
  },
  {
    name: 'Review Data',
    account: 'reviewer',
    path: '/admin/service/tests/review',
    checkout: /\/api\/service\/data-entry\/review/,
    heading: 'Review Data',
  },
];

/** The account's signed-in cookies, once: sign-in is rate limited, and each run reuses them. */
async function sessionOf(browser: Browser, base: string, role: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account ${role}`);
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: AGE_GATE_COOKIE, value: 'true', url: base }]);
    const r = await context.request.post(`${base}/api/authentication/signin`, {
      data: { email: account.email, password: account.password },
      headers: { origin: base },
    });
    if (!r.ok()) throw new Error(`${role} could not sign in: ${r.status()} ${await r.text()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One visit: from navigation to the form filled in and the certificate's first page drawn. */
async function visit(page: Page, base: string, screen: Screen) {
  let checkoutMs: number | undefined;
  const started = performance.now();
  page.on('response', (res) => {
    if (screen.checkout.test(res.url()) && checkoutMs === undefined) checkoutMs = performance.now() - started;
  });
  await page.goto(`${base}${screen.path}`);
  await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
  // the form is ready when its first box takes input (filled in from the reading where there is one)
  await page.getByLabel('Sample Strain').waitFor({ timeout: 60_000 });
  const formMs = performance.now() - started;
  await page.getByRole('img', { name: /^file #1, page 1 of \d+$/ }).waitFor({ timeout: 60_000 });
  const shownMs = performance.now() - started;
  if (checkoutMs === undefined) throw new Error(`${screen.name} answered without a checkout call`);
  return { checkoutMs, formMs, shownMs };
}

export async function pipelinePace(row: Row, start: Start, port: number, dataDir: string) {
  const platform = await start(port, dataDir);
  const browser = await launchBrowser();
  try {
    for (const screen of SCREENS) {
      const runs: Awaited<ReturnType<typeof visit>>[] = [];
      // one unmeasured visit loads the handlers and the page's chunks into the runtime's caches
      const storageState = await sessionOf(browser, platform.url, screen.account);
      for (let i = 0; i <= RUNS; i++) {
        // a fresh context each run: an empty HTTP cache, the session's cookies only
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          serviceWorkers: 'block',
          storageState,
        });
        try {
          const r = await visit(await context.newPage(), platform.url, screen);
          if (i > 0) runs.push(r);
        } finally {
          await context.close();
        }
      }
      const figure = (k: 'checkoutMs' | 'formMs' | 'shownMs') => {
        const xs = runs.map((r) => r[k]);
        return `p50 ${pct(xs, 0.5).toFixed(0)} ms, p99 ${pct(xs, 0.99).toFixed(0)} ms`;
      };
      row(`${screen.name}: checkout answered (${RUNS} fresh visits)`, figure('checkoutMs'), '', true);
      row(`${screen.name}: form ready`, figure('formMs'), '', true);
      row(`${screen.name}: form ready with the certificate shown`, figure('shownMs'), '', true);
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}
