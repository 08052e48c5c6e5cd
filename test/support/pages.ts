import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { uniqueEmail, uniqueIp } from './session.ts';
import { EFFECT_WAIT_MS } from './waits.ts';

// What every browser test file shares: one browser per file, fresh contexts per test. Contexts
// block service workers unless a test asks for them: the kiosk registers one, and requests it
// answers pass by Playwright's page routes, which other tests use to fail calls.

export const base = inject('baseUrl');

export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** A context whose waits end only at the suite's bound (test/support/waits.ts), not Playwright's 30 s. */
  const newContext = async (options: BrowserContextOptions) => {
    const context = await browser.newContext({ serviceWorkers: 'block', ...options });
    context.setDefaultTimeout(EFFECT_WAIT_MS);
    return context;
  };
  /** A visitor who has already passed the age gate today. */
  const adult = async (options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await newContext(options);
    await context.addCookies([{ name: 'legal', value: 'true', url: base }]);
    return { context, page: await context.newPage() };
  };
  return {
    /** A fresh visitor, who has not passed the age gate. */
    visitor: async (options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await newContext(options);
      return { context, page: await context.newPage() };
    },
    adult,
    /**
     * An adult signed in as `who` through the API. Each from its own address: sign-in allows 60
     * attempts in five minutes per address, and every browser test shares 127.0.0.1.
     */
    signedIn: async (who: { email: string; password: string }, options: BrowserContextOptions = {}) => {
      const opened = await adult(options);
      const r = await opened.context.request.post(`${base}/api/authentication/signin`, {
        data: { email: who.email, password: who.password },
        headers: { origin: base, 'x-forwarded-for': uniqueIp() },
      });
      expect(r.status()).toBe(200);
      return opened;
    },
  };
}

/**
 * Waits for the app's own alert about the session (web/src/lib/session-notice.tsx) to say exactly
 * `text`, and closes it with OK, as a person would.
 */
export async function sessionNotice(page: Page, text: string) {
  const notice = page.getByRole('dialog', { name: text, exact: true });
  await notice.getByRole('alert').waitFor();
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'detached' });
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs in through the header's modal, as a person would. */
export async function signInWithModal(page: Page, email: string, password: string) {
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

/**
 * Signs a new consumer up (and so in) through the API, in the page's browser context. Each from
 * its own address: sign-up allows 20 an hour per address, and every browser test shares 127.0.0.1.
 */
export async function signUpConsumer(page: Page, tag: string, password = 'Browser-Consumer-21!') {
  const r = await page.request.post(`${base}/api/authentication/signup`, {
    data: { email: uniqueEmail(tag), password, passwordVer: password, accountType: 'customer' },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(r.status()).toBe(200);
}

/** Makes every API call whose address matches fail as a dropped connection would (no answer at all). */
export const failCalls = (page: Page, pattern: string) => page.route(pattern, (r) => r.abort('connectionreset'));

/**
 * Picks an option of a select as a keyboard user does: focus, type to filter (when given), arrow
 * down, Enter; the first option the list shows. Opening may leave no option active, and a list
 * that re-renders as its data arrives may drop the active one before Enter (on a loaded machine
 * that chose nothing): until the field holds a choice, ArrowDown and Enter again.
 */
export async function chooseByKeyboard(page: Page, label: string, typed?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  if (typed) await box.fill(typed);
  await page.keyboard.press('ArrowDown');
  const list = page.locator(`#${await box.getAttribute('aria-controls')}`);
  await list.getByRole('option').first().waitFor();
  await expect
    .poll(async () => {
      if (await box.inputValue()) return true;
      await box.focus();
      if (!(await list.locator('[data-combobox-selected]').count())) await page.keyboard.press('ArrowDown');
      if (await list.locator('[data-combobox-selected]').count()) await page.keyboard.press('Enter');
      return (await box.inputValue()) !== '';
    })
    .toBe(true);
}
