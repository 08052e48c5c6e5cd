import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';
import { memberOf } from '#test/support/producers';

// The lab-result, lot, printing, COA, welcome, kiosk, training and Pro pages of a producer as the
// an admin opens them (an admin reaches any client through its path): each page shows its
// heading with no API call failing and no serious axe finding, and the lot tables show an admin
// their Producer and Status columns.

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
// an admin of its own: the demo admin's sessions are shared with every file running beside this
// one, and an account keeps only its newest 50 sessions
let admin: { email: string; password: string };
beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
});

const asAdmin = () => signedIn(admin);

/** Every API answer of 400 or more while `run` goes on. */
async function failedCalls(page: Page, run: () => Promise<void>) {
  const failed: string[] = [];
  const seen = (r: Response) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  };
  page.on('response', seen);
  await run();
  await page.waitForLoadState('networkidle');
  page.off('response', seen);
  return failed;
}

const c = `/client/${PRODUCER}`;
const PAGES: [string, string | RegExp][] = [
  [`${c}/parentLots`, 'Parent/Test Lots'],
  [`${c}/shipmentLots`, 'Manage Shipments'],
  [`${c}/testResults`, 'Test Results'],
  [`${c}/testResult`, /Test Result/],
  [`${c}/printStickers`, /Print Stickers/i],
  [`${c}/premium-coa-entry`, /COA/],
  [`${c}/kiosk/settings`, 'Manage Your Kiosk'],
  [`${c}/training`, /Training/],
  [`${c}/materials`, 'Marketing Materials'],
  [`${c}/premium/signup`, /Pro/],
  // the demo producer has brands and products: the wizard opens at its test step
  [`${c}/welcome/producer`, 'Add a Test'],
  // the demo producer is Pro and runs loyalty: the charts (the upsell is pro-pages.test.ts's)
  [`${c}/loyalty/analytics`, 'Loyalty analytics'],
  [`/lab-result/${demo.lot(0)}`, /lab result$/],
];

describe('the issue pages as an admin', () => {
  for (const [path, heading] of PAGES)
    it(`opens ${path.replace(PRODUCER, '{producer}')}`, async () => {
      const { context, page } = await asAdmin();
      const failed = await failedCalls(page, async () => {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      });
      expect(failed).toEqual([]);
      expect(page.url()).toBe(`${base}${path}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

  it("opens a producer's result from its lot row, at /client/{dataOwner}/testResult/{id}", async () => {
    const { context, page } = await asAdmin();
    await page.goto(`${base}${c}/parentLots`);
    const link = page.locator('tbody a[href*="/testResult/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/client/${PRODUCER}/testResult/[0-9a-f]{24}$`));
    const failed = await failedCalls(page, async () => {
      await link.click();
      await page.waitForURL(`${base}${href}`);
      await page.getByLabel('Sample Strain').waitFor();
    });
    expect(failed).toEqual([]);
    expect(await page.getByLabel('Sample Strain').inputValue()).not.toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  for (const [path, first] of [
    ['parentLots', 'Lot ID'],
    ['shipmentLots', 'Shipment ID'],
  ] as const)
    it(`shows an admin the Producer and Status columns on ${path}`, async () => {
      const { context, page } = await asAdmin();
      await page.goto(`${base}${c}/${path}`);
      await page.locator('tbody tr').first().waitFor();
      const cols = await page.getByRole('columnheader').allTextContents();
      expect(cols[0]).toBe(first);
      expect(cols).toContain('Producer');
      expect(cols).toContain('Status');
      const at = (name: string) => cols.indexOf(name);
      const rows = page.locator('tbody tr');
      for (let i = 0; i < (await rows.count()); i++) {
        const cells = rows.nth(i).getByRole('cell');
        expect(await cells.nth(at('Producer')).textContent()).toBe('Evergreen Botanicals');
        expect(await cells.nth(at('Status')).textContent()).toMatch(/^(—|pending|processing|review|completed)$/);
      }
      await context.close();
    });
});
