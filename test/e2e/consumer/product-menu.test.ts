import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';

// Search cards and the product page read like a menu: what the product is, its THC the way
// shoppers read it (an edible's in milligrams), terpenes by amount, the colour key beside the stamp.

const { adult } = useBrowser();
const data = buildDemoData();
const edible = data.products.find((p) => p.active && p.available && p.productCategory === 'Edible' && p.latestLot)!;

const cardFacts = (page: Page, name: string) =>
  page
    .locator('.result-card')
    .filter({ has: page.locator('.result-name', { hasText: name }) })
    .first()
    .locator('.result-facts');

describe('cards and product pages that read like a menu', () => {
  for (const screen of SCREENS)
    it(`search cards say the category and an edible's THC in mg, two or more a row (${screen.name})`, async () => {
      const { context, page } = await adult({ viewport: { width: screen.width, height: screen.height } });
      await page.goto(`${base}/search/${encodeURIComponent(edible.name)}`);
      await page.locator('.result-card').first().waitFor();
      expect(await cardFacts(page, edible.name).textContent()).toMatch(/^Edible · Total THC [\d.,]+ mg\/g$/);
      await page.goto(`${base}/search/blue%20dream`);
      await page.locator('.result-card').first().waitFor();
      expect(await cardFacts(page, 'Blue Dream').textContent()).toMatch(/^Flower · Total THC \d+\.\d %$/);
      // two or more results side by side, even on a phone
      const tops = await page
        .locator('.result-grid')
        .first()
        .locator('li')
        .evaluateAll((els) => els.slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(tops).toHaveLength(2);
      expect(tops[0]).toBe(tops[1]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await context.close();
    });

  for (const screen of SCREENS)
    it(`the product page lists terpenes by amount, keeps the colour key beside the stamp and states its facts (${screen.name})`, async () => {
      const { context, page } = await adult({ viewport: { width: screen.width, height: screen.height } });
      await page.goto(`${base}/product/${demo.blueDream}`);
      await page.getByRole('heading', { level: 1, name: 'Blue Dream' }).waitFor();

      const terpenes = page.locator('table.figures').filter({ has: page.getByRole('heading', { name: 'Terpenes' }) });
      const amounts = (await terpenes.locator('tbody tr td').allTextContents())
        .slice(0, -1) // the total
        .map((t) => (t.endsWith(' %') ? Number(t.slice(0, -2)) : -1));
      expect(amounts.filter((a) => a > 0).length).toBeGreaterThan(2);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

      const facts = page.locator('dl.product-facts');
      expect(await facts.locator('dt').allTextContents()).toEqual(
        expect.arrayContaining(['Strain', 'Total THC', 'Total CBD', 'Leading terpenes', 'Tested by']),
      );
      const leading = await facts.locator('dt', { hasText: 'Leading terpenes' }).locator('+ dd').textContent();
      const firstTerpene = (await terpenes.locator('tbody tr th').first().textContent())!;
      expect(leading!.startsWith(firstTerpene)).toBe(true);

      // the key is shown, not folded, and sits beside the stamp on a wide screen, under it on a phone
      const stamp = (await page.locator('.product-stamp').boundingBox())!;
      const key = page.getByRole('region', { name: 'What the colours mean' });
      expect(await key.getByRole('heading', { name: 'Inner ring: cannabinoids' }).isVisible()).toBe(true);
      const keyBox = (await key.boundingBox())!;
      if (screen.width >= 1100) expect(keyBox.x).toBeGreaterThanOrEqual(stamp.x + stamp.width);
      else expect(keyBox.y).toBeGreaterThanOrEqual(stamp.y + stamp.height - 1);
      // the key comes before Rate & Save
      const rate = (await page.getByRole('region', { name: 'Rate & Save' }).boundingBox())!;
      expect(keyBox.y).toBeLessThan(rate.y);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);

      // an edible states its THC in milligrams a gram
      await page.goto(`${base}${edible.cleanUrl}`);
      await page.getByRole('heading', { level: 1, name: edible.name }).waitFor();
      expect(await page.locator('dl.product-facts dt', { hasText: 'Total THC' }).locator('+ dd').textContent()).toMatch(
        /^[\d.,]+ mg\/g$/,
      );
      await context.close();
    });
});
