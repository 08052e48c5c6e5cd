import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';

const { adult, signedIn } = useBrowser();
const consumer = DEMO_ACCOUNTS.find((a) => a.role === 'consumer')!;

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Site search' });
const LABEL = 'Search products, brands or strains';

describe("the header's search box", () => {
  for (const screen of SCREENS)
    it(`suggests as the home page does and is used from the keyboard alone (${screen.name})`, async () => {
      const { context, page } = await adult({ viewport: { width: screen.width, height: screen.height } });
      await page.goto(`${base}/brand/${demo.sunValley}`);
      const search = headerSearch(page);
      await search.waitFor();
      // the keyboard reaches it from the logo; the box with suggestions takes over on focus
      await page.getByRole('link', { name: 'Cannastamp home' }).focus();
      await page.keyboard.press('Tab');
      const box = search.getByRole('combobox', { name: LABEL });
      await box.waitFor();
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('b');
      await search.getByText('Type a few more characters!').waitFor();
      await page.keyboard.type('lu dreem');
      const list = search.getByRole('listbox', { name: 'Suggestions' });
      await list
        .getByRole('option', { name: /Blue Dream/ })
        .first()
        .waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);

      // Escape closes the list, ArrowDown opens it again on its first entry, Enter opens that product
      await page.keyboard.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(`${await list.getAttribute('id')}-0`);
      const first = await list.getByRole('option').first().locator('.suggestion-name').textContent();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: first! }).waitFor();
      expect(page.url()).toMatch(/\/product\//);

      // on the product page, Enter with nothing chosen runs the full search
      // a new page's box starts as the plain field again, and becomes the combobox when focused
      await headerSearch(page).getByRole('searchbox', { name: LABEL }).focus();
      const again = headerSearch(page).getByRole('combobox', { name: LABEL });
      await again.fill('jack herer');
      await again.press('Enter');
      await page.waitForURL(/\/search\/jack%20herer$/);
      await page.getByRole('heading', { name: 'Search results for jack herer' }).waitFor();
      await context.close();
    });

  it('is in the header of the consumer pages, not on the home page or the results page, which have their own', async () => {
    const { context, page } = await signedIn(consumer);
    for (const path of [
      `/product/${demo.blueDream}`,
      `/brand/${demo.sunValley}`,
      `/lab-result/${demo.lot(0)}`,
      '/binder',
    ])
      await page.goto(`${base}${path}`).then(() => headerSearch(page).waitFor());
    for (const path of ['/', '/home', '/search/blue%20dream']) {
      await page.goto(`${base}${path}`);
      await page.getByRole('combobox', { name: LABEL }).waitFor();
      expect(await headerSearch(page).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: LABEL }).count()).toBe(1);
    }
    await context.close();
  });
});
