import { describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { SCREENS } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, signUpConsumer, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();

// Every consumer and marketing page, on a 375 px phone and a desktop: nothing may be wider than
// the screen (a sideways scroll is the usual way a layout breaks on a phone).
const PAGES = [
  '/',
  '/home',
  '/search/blue%20dream',
  `/product/${demo.blueDream}`,
  `/brand/${demo.sunValley}`,
  '/binder',
  '/cannatalk',
  `/cannatalk/${makeId(9, 0)}`,
  '/terpestival',
  '/about',
  '/brands',
  '/dispensaries',
  '/invest',
  '/contact',
  '/privacy',
  '/termsofservice',
  '/goodbye',
  '/signup',
  '/no-such-page',
];

describe('layouts on a phone and a desktop', () => {
  for (const screen of SCREENS) {
    it(`no page is wider than a ${screen.width} px ${screen.name} screen`, async () => {
      const { context, page } = await adult();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await signUpConsumer(page, 'layout');
      // a binder card with a long name and the longest usage, beside its Remove button
      const added = await page.request.post(`${base}/api/consumer/addToBinder`, {
        data: { product: demo.product(47), usage: 'Socializing', rating: 1 },
        headers: { origin: base },
      });
      expect(added.status()).toBe(200);
      const wide: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${base}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > screen.width) wide.push(`${path}: ${width} px`);
      }
      expect(wide).toEqual([]);
      await context.close();
    });
  }
});
