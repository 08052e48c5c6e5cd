import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '#test/support/ids';
import { base, mainNav, signUpConsumer, useBrowser } from '#test/support/pages';

const { adult, visitor } = useBrowser();

/**
 * Everything the browser refuses under the site's Content-Security-Policy, across navigations:
 * securitypolicyviolation events (reported through a binding, so a page load does not lose them),
 * console errors that name the policy, and uncaught page errors.
 */
async function watchCsp(context: BrowserContext, page: Page) {
  const reported: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => void reported.push(text));
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /content security policy|refused to/i.test(m.text()))
      reported.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => reported.push(`page error: ${e.message}`));
  return reported;
}

describe('the site under its Content-Security-Policy', () => {
  it('sends the policy with the page', async () => {
    const { context, page } = await visitor();
    const r = await page.goto(`${base}/product/${demo.blueDream}`);
    const csp = r!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    await context.close();
  });

  it('shows the age gate, home, search, a product, a brand and the sign-in dialog with nothing refused', async () => {
    const { context, page } = await visitor();
    const refused = await watchCsp(context, page);
    await page.goto(base);
    const gate = page.getByRole('dialog', { name: 'Are you over 21?' });
    await gate.getByRole('checkbox').check();
    await gate.getByRole('button', { name: 'Enter' }).click();
    // the home page's suggestions: the search box as a person uses it
    const box = page.getByRole('combobox', { name: 'Search products, brands or strains' });
    await box.fill('blue dream');
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /Blue Dream/ })
      .first()
      .waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/search\//);
    await page.locator('svg[role="img"]').first().waitFor();
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('heading', { name: 'Blue Dream' }).first().waitFor();
    await page.locator('svg[role="img"]').first().waitFor();
    await page.goto(`${base}/brand/${demo.sunValley}`);
    await page.getByRole('heading').first().waitFor();
    await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByLabel('E-Mail').waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('shows the binder and the account page of a signed-in consumer with nothing refused', async () => {
    const { context, page } = await adult();
    const refused = await watchCsp(context, page);
    await signUpConsumer(page, 'csp');
    await page.goto(`${base}/binder`);
    await page.getByRole('heading', { name: 'My Favorites' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('refuses an injected inline script, and the watch reports it', async () => {
    const { context, page } = await adult();
    const refused = await watchCsp(context, page);
    await page.goto(base);
    await page.getByRole('heading').first().waitFor();
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => refused.some((r) => r.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});
