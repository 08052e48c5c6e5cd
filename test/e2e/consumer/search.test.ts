import { describe, expect, it } from 'vitest';
import { demo } from '#test/support/ids';
import { base, failCalls, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();

describe('search in the browser', () => {
  it("says 'Type a few more characters!' at one character, suggests above two, and walks the list by keyboard", async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/`);
    const box = page.getByRole('combobox', { name: 'Search products, brands or strains' });
    await box.fill('b');
    await page.getByText('Type a few more characters!').waitFor();
    await box.fill('blu dreem');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list
      .getByRole('option', { name: /Blue Dream/ })
      .first()
      .waitFor();
    expect(await list.getByRole('option').first().locator('svg[role="img"]').count()).toBe(1);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(/\/product\//);
    await context.close();
  });

  it("runs the full search on Enter: 'Search results for {query}', a grid of stamps linking to each product", async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/`);
    const box = page.getByRole('combobox', { name: 'Search products, brands or strains' });
    await box.fill('blue dream');
    await box.press('Enter');
    await page.waitForURL(/\/search\/blue%20dream$/);
    await page.getByRole('heading', { name: 'Search results for blue dream' }).waitFor();
    const card = page.getByRole('link', { name: /Blue Dream/ }).first();
    await card.waitFor();
    expect(await card.locator('svg[role="img"]').getAttribute('width')).toBe('150');
    await page.locator(`a[href^="/product/${demo.blueDream}"]`).first().click();
    await page.waitForURL(new RegExp(`/product/${demo.blueDream}`));
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/search/zzqxv`);
    await page.getByText(/Nothing matched “zzqxv”\. Try another search/).waitFor();
    await context.close();
  });

  it('says the search failed when the search API fails, and shows no results, not even the last ones', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/search/blue%20dream`);
    const cards = page.locator('.result-card');
    await cards.first().waitFor();
    await failCalls(page, '**/api/consumer/search');
    const box = page.getByRole('combobox', { name: 'Search products, brands or strains' });
    await box.fill('jack herer');
    await box.press('Enter');
    await page.waitForURL(/\/search\/jack%20herer$/);
    await page.getByRole('alert').filter({ hasText: 'The search did not go through. Please try again.' }).waitFor();
    expect(await cards.count()).toBe(0);
    expect(await page.getByText('Nothing matched', { exact: false }).count()).toBe(0);
    // a page opened directly while the API fails says the same
    await page.goto(`${base}/search/green%20crack`);
    await page.getByRole('alert').filter({ hasText: 'The search did not go through. Please try again.' }).waitFor();
    expect(await cards.count()).toBe(0);
    await context.close();
  });

  it("fills the box from a testimonial's button and scrolls it into view", async () => {
    const { context, page } = await adult();
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto(`${base}/`);
    const button = page.getByRole('button', { name: 'Try Green Crack' });
    await button.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await button.click();
    const box = page.getByRole('combobox', { name: 'Search products, brands or strains' });
    expect(await box.inputValue()).toBe('Green Crack');
    // our examples, signed by nobody (docs/marketing.md): a card says its activity, its words and its button, no name
    const card = page.locator('.testimonial').filter({ has: button });
    expect((await card.locator('h2, p, button').allTextContents()).join('')).toBe(await card.textContent());
    // the 900 ms scroll brings the box back near the top
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
    await context.close();
  });
});
