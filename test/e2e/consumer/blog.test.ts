import { describe, expect, it } from 'vitest';
import { base, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();

describe('CannaTalk in the browser', () => {
  it("shows the newest 'Article' with 'Recent Posts', and changes post and address without a reload", async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/cannatalk`);
    await page.getByText('Article', { exact: true }).waitFor();
    const recent = page.getByRole('complementary', { name: 'Recent Posts' });
    await recent.getByRole('link').first().waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await recent.getByRole('link', { name: 'How to read a certificate of analysis' }).click();
    await page.waitForURL(/\/cannatalk\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1, name: 'How to read a certificate of analysis' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
    const img = page.locator('article img.blog-image');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('article').getByRole('heading', { name: 'Start with the totals' }).count()).toBe(1);
    await context.close();
  });
});
