import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { environmentFor } from '#web/app/environment.ts';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { uniqueEmail } from '#test/support/session';
import { base, failCalls, mainNav, useBrowser } from '#test/support/pages';

// the tests run on localhost, so the pages show the local environment's addresses
const { serviceDeskUrl: SERVICE_DESK_URL } = environmentFor('localhost');

// axe-core on every consumer page, failing on any serious or critical violation.
// axe's own source is injected into the page, so the check runs on what the browser really built
// (computed colours, the accessibility tree), not on the markup.

const { adult, visitor } = useBrowser();
const consumer = DEMO_ACCOUNTS.find((a) => a.role === 'consumer')!;
const dispensary = DEMO_ACCOUNTS.find((a) => a.role === 'dispensary')!;
const EMPTY_BINDER_PASSWORD = 'Axe-Empty-Binder-21';

type Who = 'visitor' | 'adult' | 'consumer' | 'new consumer' | 'dispensary';

interface AuditedPage {
  name: string;
  who: Who;
  /** The address to open, or how to find it once signed in. */
  path: string | ((page: Page) => Promise<string>);
  /** What must be on screen before axe looks, and any step that opens the state to check. */
  ready: (page: Page) => Promise<unknown>;
  /** Sets up the context before the page opens (stand-ins for outside sites, binder items). */
  before?: (context: BrowserContext, page: Page) => Promise<unknown>;
  /** Undoes what `before` stored, so later test files find the demo data as seeded. */
  after?: (context: BrowserContext) => Promise<unknown>;
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, level }).first().waitFor();

/** Every consumer and public page. A new page is one more line. */
const PAGES: AuditedPage[] = [
  {
    name: 'home /',
    who: 'adult',
    path: '/',
    ready: (p) => p.getByRole('combobox', { name: 'Search products, brands or strains' }).waitFor(),
  },
  {
    name: 'home /home',
    who: 'adult',
    path: '/home',
    ready: (p) => p.getByRole('combobox', { name: 'Search products, brands or strains' }).waitFor(),
  },
  {
    name: 'age gate',
    who: 'visitor',
    path: '/',
    ready: (p) => p.getByRole('dialog', { name: 'Are you over 21?' }).waitFor(),
  },
  {
    name: 'sign-in modal',
    who: 'adult',
    path: '/',
    ready: async (p) => {
      await mainNav(p).getByRole('button', { name: 'Sign In' }).click();
      await p.getByRole('dialog', { name: 'Sign In' }).getByLabel('E-Mail').waitFor();
    },
  },
  {
    name: 'search',
    who: 'adult',
    path: '/search',
    ready: (p) => p.getByRole('combobox', { name: 'Search products, brands or strains' }).waitFor(),
  },
  {
    name: 'search results',
    who: 'adult',
    path: '/search/blue%20dream',
    ready: async (p) => {
      await heading('Search results for blue dream')(p);
      await p
        .getByRole('link', { name: /Blue Dream/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'product',
    who: 'adult',
    path: `/product/${demo.blueDream}`,
    ready: async (p) => {
      await heading('Blue Dream', 1)(p);
      await p.getByRole('region', { name: 'Rate & Save' }).waitFor();
    },
  },
  {
    name: 'product, similar products failed',
    who: 'adult',
    path: `/product/${demo.blueDream}`,
    before: (_c, p) => failCalls(p, '**/api/consumer/productComps/**'),
    ready: async (p) => {
      const similar = p.getByRole('region', { name: 'Similar Products' });
      await similar.scrollIntoViewIfNeeded();
      await similar.getByRole('button', { name: 'Try again' }).waitFor();
    },
  },
  { name: 'brand', who: 'adult', path: `/brand/${demo.sunValley}`, ready: heading('Sun Valley Select', 1) },
  {
    name: 'binder with items',
    who: 'consumer',
    path: '/binder',
    before: async (context) => {
      const r = await context.request.post(`${base}/api/consumer/addToBinder`, {
        data: { product: demo.blueDream, usage: 'Relaxing', rating: 1 },
        headers: { origin: base },
      });
      expect(r.status(), await r.text()).toBe(200);
    },
    ready: (p) => p.getByRole('list', { name: 'Your ratings for Blue Dream' }).waitFor(),
    after: (context) =>
      context.request.post(`${base}/api/consumer/removeBinderItem`, {
        data: { product: demo.blueDream, usage: 'Relaxing' },
        headers: { origin: base },
      }),
  },
  {
    name: 'binder, asking before a removal',
    who: 'consumer',
    path: '/binder',
    before: (context) =>
      context.request.post(`${base}/api/consumer/addToBinder`, {
        data: { product: demo.blueDream, usage: 'Sleeping', rating: -1 },
        headers: { origin: base },
      }),
    ready: async (p) => {
      await p.getByRole('button', { name: 'Remove Blue Dream from favorites' }).click();
      await p.getByRole('dialog', { name: 'Remove from favorites?' }).getByRole('button', { name: 'Cancel' }).waitFor();
    },
    after: (context) =>
      context.request.post(`${base}/api/consumer/removeBinderItem`, {
        data: { product: demo.blueDream, usage: 'Sleeping' },
        headers: { origin: base },
      }),
  },
  {
    name: 'binder, empty',
    who: 'new consumer',
    path: '/binder',
    ready: (p) => p.getByText('You currently have no favorites saved.').waitFor(),
  },
  {
    name: 'account',
    who: 'consumer',
    path: async (p) => {
      await p.goto(`${base}/`);
      return (await mainNav(p).getByRole('link', { name: 'Account' }).getAttribute('href'))!;
    },
    ready: (p) => p.getByRole('region', { name: 'Change password' }).waitFor(),
  },
  {
    name: 'CannaTalk',
    who: 'adult',
    path: '/cannatalk',
    ready: (p) => p.getByRole('complementary', { name: 'Recent Posts' }).getByRole('link').first().waitFor(),
  },
  {
    name: 'CannaTalk post',
    who: 'adult',
    path: async (p) => {
      await p.goto(`${base}/cannatalk`);
      const link = p
        .getByRole('complementary', { name: 'Recent Posts' })
        .getByRole('link', { name: 'How to read a certificate of analysis' });
      return (await link.getAttribute('href'))!;
    },
    ready: heading('How to read a certificate of analysis', 1),
  },
  { name: 'about', who: 'adult', path: '/about', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'contact', who: 'adult', path: '/contact', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'invest',
    who: 'adult',
    path: '/invest',
    ready: heading('Welcome Investors!'),
    // the form is another site's page; only the frame that holds it is ours
    before: (_c, p) =>
      p.route('**/*', (r) =>
        r.request().url().startsWith(base)
          ? r.fallback()
          : r.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><html lang="en"><title>Form</title><main></main></html>',
            }),
      ),
  },
  {
    name: 'help, before its redirect',
    who: 'adult',
    path: '/help',
    // a 204 answer cancels the navigation, so the page stays on /help while axe looks at it
    before: (_c, p) => p.route(`${new URL(SERVICE_DESK_URL).origin}/**`, (r) => r.fulfill({ status: 204 })),
    ready: (p) => p.getByRole('status').filter({ hasText: 'Redirecting to our Service Desk' }).waitFor(),
  },
  { name: 'privacy', who: 'visitor', path: '/privacy', ready: heading('Privacy Policy', 1) },
  { name: 'terms of service', who: 'visitor', path: '/termsofservice', ready: heading('Terms of Service', 1) },
  { name: 'goodbye', who: 'visitor', path: '/goodbye', ready: heading('Goodbye') },
  { name: 'sign up', who: 'adult', path: '/signup', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'Terpestival',
    who: 'adult',
    path: '/terpestival',
    ready: (p) => p.getByRole('region', { name: 'Competition entries' }).waitFor(),
  },
  {
    name: 'Terpestival, filtered',
    who: 'adult',
    path: '/terpestival',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Floral' }).click();
      await p.getByRole('region', { name: 'Floral entries' }).waitFor();
    },
  },
  {
    name: 'producers /brands',
    who: 'adult',
    path: '/brands',
    ready: (p) => p.getByRole('link', { name: 'Claim your company' }).waitFor(),
  },
  {
    name: 'dispensaries',
    who: 'adult',
    path: '/dispensaries',
    ready: (p) => p.getByRole('link', { name: 'Claim your dispensary' }).waitFor(),
  },
  {
    name: "dispensary's product-signup dialog",
    who: 'dispensary',
    path: `/product/${demo.blueDream}`,
    ready: async (p) => {
      await p.getByRole('button', { name: 'Add to favorites' }).click();
      await p
        .getByRole('dialog', { name: 'Carry this product' })
        .getByRole('button', { name: 'Send Request' })
        .waitFor();
    },
  },
  { name: '404', who: 'adult', path: '/no-such-page', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
];

async function open(who: Who) {
  if (who === 'visitor') return visitor();
  const opened = await adult();
  if (who === 'adult') return opened;
  const demoAccount = who === 'consumer' ? consumer : who === 'dispensary' ? dispensary : undefined;
  const r = demoAccount
    ? await opened.context.request.post(`${base}/api/authentication/signin`, {
        data: { email: demoAccount.email, password: demoAccount.password },
        headers: { origin: base },
      })
    : await opened.context.request.post(`${base}/api/authentication/signup`, {
        data: {
          email: uniqueEmail('axe'),
          password: EMPTY_BINDER_PASSWORD,
          passwordVer: EMPTY_BINDER_PASSWORD,
          accountType: 'customer',
        },
        headers: { origin: base },
      });
  expect(r.status(), await r.text()).toBe(200);
  return opened;
}

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const p of PAGES) {
    it(p.name, async () => {
      const { context, page } = await open(p.who);
      try {
        await p.before?.(context, page);
        const path = typeof p.path === 'string' ? p.path : await p.path(page);
        await page.goto(`${base}${path}`);
        await p.ready(page);
        const found = await seriousViolations(page, { full: true });
        expect(found.length, `${p.name} (${path}):\n${found.join('\n')}`).toBe(0);
      } finally {
        await p.after?.(context);
        await context.close();
      }
    });
  }
});
