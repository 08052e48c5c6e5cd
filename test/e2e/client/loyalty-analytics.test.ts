import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages/client/loyalty-analytics';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

// The loyalty analytics page in a real browser as the demo dispensary: the seeded history shows as
// charts and a table per week (12 weeks by default) and per month, the CSV file is named for the
// store and its range and holds the table's figures, a range without activity says so and a range
// backwards is refused before anything is sent; axe at 1280 and 375 px, and nothing wider than a phone.

const { signedIn } = useBrowser();
const SHOP = makeId(2, 0);
const staffAccount = DEMO_ACCOUNTS.find((a) => a.role === 'dispensary')!;

const figures = (page: Page) => page.getByRole('region', { name: messages.figuresTitle });
const table = (page: Page, period: string) =>
  figures(page)
    .getByRole('table')
    .filter({ has: page.getByText(messages.tableCaption(period)) });
/** A column's figures, by its header's place among the table's headers. */
async function column(page: Page, period: string, header: string): Promise<number[]> {
  const t = table(page, period);
  const headers = (await t.locator('thead th').allTextContents()).map((h) => h.replace('\u2011', '-'));
  const at = headers.indexOf(header);
  expect(at, header).toBeGreaterThan(0);
  const cells = await t.locator(`tbody tr > :nth-child(${at + 1})`).allTextContents();
  return cells.map((c) => Number(c.replace(/[$,]/g, '')));
}
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('loyalty analytics', () => {
  it("shows the demo store's figures per week and month, exports them, and says when a range is empty", async () => {
    const { page } = await signedIn(staffAccount);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/client/${SHOP}/loyalty/analytics`);
    await table(page, 'week').waitFor();
    expect(await table(page, 'week').locator('tbody tr').count()).toBe(12);
    // the seed's history: members joining, checking in, earning points and two texted deals
    expect(sum(await column(page, 'week', 'New members'))).toBeGreaterThan(0);
    expect(sum(await column(page, 'week', 'Check-ins'))).toBeGreaterThan(0);
    expect(sum(await column(page, 'week', 'Texts sent'))).toBeGreaterThanOrEqual(22);
    expect(sum(await column(page, 'week', 'Points redeemed'))).toBeGreaterThanOrEqual(50);
    // four charts (their own chunk, loaded after the table), each an image named with its totals
    await expect
      .poll(() =>
        figures(page)
          .getByRole('img', { name: /per week/ })
          .count(),
      )
      .toBe(4);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figures(page).getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^capitol-hill-cannabis-co-loyalty-weekly-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(13);
    expect(csv[0]).toContain('Kiosk orders from members');
    expect(csv[0]).toContain('Texts cost');

    await figures(page).getByText('Month', { exact: true }).click();
    await table(page, 'month').waitFor();
    const months = await table(page, 'month').locator('tbody tr').count();
    expect(months).toBeGreaterThanOrEqual(3);
    expect(months).toBeLessThanOrEqual(4);
    expect(sum(await column(page, 'month', 'Texts sent'))).toBeGreaterThanOrEqual(22);

    // a range before the store had any activity
    await figures(page).getByLabel('First day').fill('2020-01-06');
    await figures(page).getByLabel('Last day').fill('2020-03-29');
    await figures(page).getByRole('button', { name: 'Show these days' }).click();
    await figures(page).getByText(messages.noActivity).waitFor();
    expect(await figures(page).getByRole('table').count()).toBe(0);
    // a range backwards is refused by the form, with the server's words
    await figures(page).getByLabel('Last day').fill('2019-12-01');
    await figures(page).getByRole('button', { name: 'Show these days' }).click();
    await figures(page).getByText(messages.rangeOrder).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base}/client/${SHOP}/loyalty/analytics`);
    await table(page, 'week').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => table(page, 'week').waitFor())).toEqual([]);
  });
});
