import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { IDLE_REFRESH_MS } from '#shared/kiosk';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshStore, producerProducts } from '#test/support/kiosk';
import { base, useBrowser } from '#test/support/pages';
import { session } from '#test/support/session';

// The store's kiosk fields end to end (docs/kiosk.md 'The store's kiosk fields'): the store edits a
// price and stock on its Kiosk Inventory, one row and in bulk, and a tablet shows them after its
// idle refresh (Playwright's clock); a shopper narrows the grid by THC and price and in-stock only,
// and opens the colour legend; axe on every state, at the two tablet sizes.

const { adult, signedIn } = useBrowser();

type Store = Awaited<ReturnType<typeof freshStore>>;
let edited: Store;
let priced: Store;
const six = producerProducts.slice(0, 6);

beforeAll(async () => {
  [edited, priced] = await Promise.all([
    freshStore(base, { pro: true, name: 'Inventory Browser Store', products: six.map((p) => p._id) }),
    freshStore(base, { pro: true, name: 'Filter Browser Store', products: six.map((p) => p._id) }),
  ]);
  // prices 10, 20, … 60 a product, and the third out of stock
  for (const [i, p] of six.entries()) {
    const r = await priced.staff.put(`/api/client/${priced.id}/distributions/products/${p._id}/kiosk`, {
      price: (i + 1) * 10,
      unit: 'eighth',
      ...(i === 2 ? { stock: 'out' } : {}),
    });
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  }
});

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNamed = (page: Page, name: string) =>
  grid(page)
    .locator('.kiosk-card')
    .filter({ has: page.locator('.kiosk-card-name', { hasText: new RegExp(`^${name}$`) }) });
const cardNames = (page: Page) => grid(page).locator('.kiosk-card-name').allTextContents();
const noSerious = async (page: Page, state: string) => expect(await seriousViolations(page), state).toEqual([]);

describe("the store's kiosk fields in the browser", () => {
  it('the store edits a price and stock, one row and in bulk, and the tablet shows them after an idle refresh', async () => {
    const [first, second, third] = six;
    const tablet = await adult();
    await tablet.page.setViewportSize({ width: 1024, height: 768 });
    await tablet.page.clock.install();
    await tablet.page.goto(`${base}/whitelabel/${edited.id}`);
    await expect.poll(() => grid(tablet.page).getByRole('listitem').count()).toBe(6);
    expect(await cardNamed(tablet.page, first!.name).textContent()).not.toContain('$');

    const { context, page } = await signedIn(edited.staff);
    await page.goto(`${base}/client/${edited.id}/inventory`);
    const table = page.getByRole('table', { name: 'Products you carry, latest first' });
    await table.getByLabel(`Price of ${first!.name}`).waitFor();
    await noSerious(page, 'inventory');
    await table.getByLabel(`Price of ${first!.name}`).fill('42.5');
    await table.getByLabel(`Unit of ${first!.name}`).selectOption('eighth');
    await table.getByLabel(`Size of ${first!.name}`).fill('3.5 g');
    await table.getByLabel(`Stock of ${first!.name}`).selectOption('count');
    await table.getByLabel(`Count of ${first!.name}`).fill('3');
    await table.getByRole('button', { name: `Save ${first!.name}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: distributionMessages.kioskSaved(first!.name) })
      .waitFor();
    expect(await table.getByRole('button', { name: `Save ${first!.name}` }).isDisabled()).toBe(true);
    // the bulk edit: two rows out of stock, one tap
    await table.getByRole('checkbox', { name: `Select ${second!.name}` }).check();
    await table.getByRole('checkbox', { name: `Select ${third!.name}` }).check();
    const bulk = page.getByRole('region', { name: '2 selected' });
    await bulk.getByLabel('Change').selectOption('out');
    await noSerious(page, 'bulk edit');
    await bulk.getByRole('button', { name: 'Apply to 2 products' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: distributionMessages.bulkKioskSaved(2) })
      .waitFor();
    expect(await table.getByLabel(`Stock of ${second!.name}`).inputValue()).toBe('out');
    // a phone scrolls the table inside its region, never the page
    expect(await tooWide(page, () => table.waitFor())).toEqual([]);
    await context.close();

    // the shopper taps, walks away, and the refresh brings the store's changes
    await tablet.page.getByRole('button', { name: 'Flower', exact: true }).click();
    await tablet.page.getByRole('button', { name: 'Flower', exact: true }).click();
    await tablet.page.clock.runFor(IDLE_REFRESH_MS + 1000);
    await expect.poll(() => cardNamed(tablet.page, first!.name).textContent()).toContain('$42.50 / eighth');
    const card = await cardNamed(tablet.page, first!.name).textContent();
    expect(card).toContain('3.5 g');
    expect(card).toContain(storefrontMessages.onlyLeft(3));
    for (const p of [second!, third!])
      await expect.poll(() => cardNamed(tablet.page, p.name).textContent()).toContain(storefrontMessages.outOfStock);
    await noSerious(tablet.page, 'tablet after the refresh');
    // the overlay says it too, and offers no cart for what is out of stock
    await cardNamed(tablet.page, second!.name).click();
    const overlay = tablet.page.getByRole('dialog', { name: second!.name });
    await overlay.getByText(storefrontMessages.outOfStock).waitFor();
    expect(await overlay.getByRole('button', { name: storefrontMessages.addToCart }).count()).toBe(0);
    await overlay.getByRole('button', { name: storefrontMessages.done }).click();
    await tablet.context.close();
  });

  for (const size of [
    { name: 'landscape 1024', width: 1024, height: 768 },
    { name: 'portrait 768', width: 768, height: 1024 },
  ])
    it(`a shopper filters by THC and price and in-stock only, and opens the colour legend (${size.name})`, async () => {
      const api = session(base);
      const all = (await api.get(`/api/kiosk/${priced.id}/products?limit=200`)).body.products as {
        name: string;
        testResult?: { thcTotal: number; d8Thc?: number };
        price?: { amount: number };
        stock?: unknown;
      }[];
      const thc = (c: (typeof all)[number]) => (c.testResult ? c.testResult.thcTotal + (c.testResult.d8Thc ?? 0) : -1);
      const lowest = Math.floor(Math.min(...all.filter((c) => c.testResult).map(thc)));
      const { context, page } = await adult();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${base}/whitelabel/${priced.id}`);
      await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(6);
      // prices on every card, and the one out of stock marked
      expect(await grid(page).getByText('$10 / eighth').count()).toBe(1);
      await cardNamed(page, six[2]!.name).getByText(storefrontMessages.outOfStock).waitFor();
      // a product its producer marked unavailable is never shown as available
      for (const c of all.filter((x) => x.stock === 'unavailable'))
        await cardNamed(page, c.name).getByText(storefrontMessages.unavailable, { exact: true }).waitFor();

      // in stock: neither the one the store has none of nor one its producer marked unavailable
      await page.getByRole('button', { name: storefrontMessages.inStockOnly }).click();
      const inStock = all.filter((c) => !c.stock).map((c) => c.name);
      expect(inStock.length).toBeLessThan(6);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual([...inStock].sort());

      await page.getByRole('button', { name: storefrontMessages.filters }).click();
      await page.getByLabel('Lowest price $').fill('20');
      await page.getByLabel('Highest price $').fill('50');
      const byPrice = all.filter((c) => c.price && c.price.amount >= 20 && c.price.amount <= 50 && !c.stock);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(byPrice.map((c) => c.name).sort());
      // above the lowest THC of them: the least potent leaves
      await page.getByLabel('Lowest THC %').fill(String(lowest + 1));
      const byThc = byPrice.filter((c) => thc(c) >= lowest + 1);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(byThc.map((c) => c.name).sort());
      await noSerious(page, 'filtered');
      // clearing takes in-stock only off too
      await page.getByRole('button', { name: storefrontMessages.clearFilters }).click();
      expect(
        await page.getByRole('button', { name: storefrontMessages.inStockOnly }).getAttribute('aria-pressed'),
      ).toBe('false');
      await expect.poll(() => cardNames(page)).toHaveLength(6);
      // nothing reaches past the screen's edge with the panel open
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await page.getByRole('button', { name: storefrontMessages.colourLegend }).first().click();
      const legend = page.getByRole('dialog', { name: storefrontMessages.colourLegend });
      await legend.getByText('Inner ring: cannabinoids').waitFor();
      await noSerious(page, 'legend');
      await legend.getByRole('button', { name: storefrontMessages.close }).click();
      await expect.poll(() => legend.count()).toBe(0);
      await context.close();
    });
});
