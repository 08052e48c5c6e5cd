import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as lotMessages from '#shared/messages/client/lots';
import * as productMessages from '#shared/messages/client/products';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, failCalls, useBrowser } from '#test/support/pages';
import { memberOf } from '#test/support/producers';

// Parent/Test Lots, Manage Shipments and the product form's latest-lot choice in a real browser, as
// the demo producer and an admin: axe on each page, the keyboard, the spec's failure texts, and
// no page wider than a 375 px phone or a 1280 px desktop.

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
const parentPath = `/client/${PRODUCER}/parentLots`;
const shipmentPath = `/client/${PRODUCER}/shipmentLots`;

let admin: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
  // tests that ran before may have sent the demo producer's newest lots to the data-entry service
  // (no result yet): one more lot with a result goes on top, so the first page links to one
  const member = await memberOf(base, { processorUser: true, clientAssignment: PRODUCER });
  const tested = (await member.get(`/api/client/${PRODUCER}/lots?tested=true&limit=1`)).body.lots[0];
  const made = await member.post(`/api/client/${PRODUCER}/lot`, {
    lotType: 'parentLot',
    s2sId: 'E2E-TESTED',
    testResult: tested.test._id,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
});

const asProducer = () => signedIn(producer);

const headers = (page: Page) => page.getByRole('columnheader').allTextContents();
const bodyRows = (page: Page) => page.locator('tbody tr');

describe('Parent/Test Lots', () => {
  it('lists five lots a page with their test results, and adds, edits and deletes a lot from the keyboard', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}${parentPath}`);
    await page.getByRole('heading', { name: 'Parent/Test Lots', level: 1 }).waitFor();
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    expect(await headers(page)).not.toContain('Producer');
    // a lot with a result links to it; the demo producer's first page has some
    await expect.poll(() => bodyRows(page).getByRole('link').count()).toBeGreaterThan(0);
    for (const href of await bodyRows(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/client/${PRODUCER}/testResult/[0-9a-f]{24}$`));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2').waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText('Page 1').waitFor();

    // the keyboard alone: the Add button, the dialog's first field, Enter to save
    const id = `KB-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add a Parent Lot' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a Parent Lot' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Lot ID (seed-to-sale)').focus();
    await page.keyboard.type(id);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => bodyRows(page).first().locator('td').first().textContent()).toBe(id);
    expect(await bodyRows(page).first().getByText('No test result yet').isVisible()).toBe(true);

    await page.getByRole('button', { name: `Edit ${id}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Parent Lot' });
    await edit.getByLabel('Lot ID (seed-to-sale)').fill(`${id}-b`);
    await edit.getByRole('button', { name: 'Save Parent Lot' }).click();
    await expect.poll(() => bodyRows(page).first().locator('td').first().textContent()).toBe(`${id}-b`);

    await page.getByRole('button', { name: `Delete ${id}-b` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Parent Lot' });
    await confirm.getByText(lotMessages.confirmDelete(`${id}-b`)).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('cell', { name: `${id}-b` }).count()).toBe(0);
    await context.close();
  });

  it("shows the spec's texts when the list or a save fails", async () => {
    const { context, page } = await asProducer();
    await failCalls(page, '**/api/client/*/lots?**');
    await page.goto(`${base}${parentPath}`);
    await page.getByRole('alert').filter({ hasText: lotMessages.failedToListLots }).waitFor();
    await page.unrouteAll();
    await page.reload();
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    await page.route('**/api/client/*/lot', (r) =>
      r.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":true,"errorMessage":"Service Unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Add a Parent Lot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Parent Lot' });
    await dialog.getByLabel('Lot ID (seed-to-sale)').fill('WILL-FAIL');
    await dialog.getByRole('button', { name: 'Save Parent Lot' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: `${lotMessages.failedToSave}: Service Unavailable` })
      .waitFor();
    await context.close();
  });

  it('shows admins the Producer and Status columns', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}${parentPath}`);
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    const cols = await headers(page);
    expect(cols).toContain('Producer');
    expect(cols).toContain('Status');
    expect(await bodyRows(page).first().textContent()).toContain('Evergreen Botanicals');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('Manage Shipments', () => {
  it('pages ten shipments, reveals old ones with the switch and needs a parent lot', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}${shipmentPath}`);
    await page.getByRole('heading', { name: 'Manage Shipments', level: 1 }).waitFor();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    const current = await bodyRows(page).count();
    expect(current).toBeLessThanOrEqual(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Show Old Shipments' }).check();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(current);
    await expect.poll(() => page.getByRole('cell', { name: 'No', exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add a Shipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Shipment' });
    await dialog.getByLabel('Shipment ID (seed-to-sale)').fill('SHIP-BROWSER');
    await dialog.getByRole('button', { name: 'Save Shipment' }).click();
    await dialog.getByText(lotMessages.parentRequired).waitFor();
    await dialog.getByRole('combobox', { name: 'Parent Lot' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save Shipment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'SHIP-BROWSER' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the latest lot on the product form', () => {
  it('keeps Availability locked with the hint until a tested lot is chosen', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/manageProduct`);
    await page.getByRole('heading', { name: 'Add a Product', level: 1 }).waitFor();
    const availability = page.getByRole('switch');
    expect(await availability.isDisabled()).toBe(true);
    await page.getByText(productMessages.selectTestResult).waitFor();
    await page.getByRole('combobox', { name: 'Latest Lot (test result)' }).click();
    // the demo producer's tested lots that no product names yet (infra/local/seed/lots.ts)
    await page.getByRole('option', { name: /^WA2000000000/ }).click();
    await expect.poll(() => availability.isDisabled()).toBe(false);
    expect(await page.getByText(productMessages.selectTestResult).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("a product's lots", () => {
  it('lists them on the product page, every type, and says when they cannot be read', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/manageProduct/${demo.blueDream}`);
    const lots = page.getByRole('region', { name: 'Lots of this product' });
    await lots.getByRole('cell', { name: 'Parent/Test Lot' }).first().waitFor();
    await lots.getByRole('cell', { name: 'Shipment' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await failCalls(page, '**/api/client/*/product/*/lots?**');
    await page.reload();
    await lots.getByRole('alert').filter({ hasText: lotMessages.failedToListProductLots }).waitFor();
    await context.close();
  });
});

describe('the lot pages on a phone and a desktop', () => {
  for (const screen of SCREENS)
    it(`fit a ${screen.width} px ${screen.name} screen`, async () => {
      const { context, page } = await asProducer();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const wide: string[] = [];
      for (const path of [parentPath, shipmentPath]) {
        await page.goto(`${base}${path}`);
        await page.locator('main h1').first().waitFor();
        await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > screen.width) wide.push(`${path}: ${width} px`);
        await page.screenshot({ path: `/tmp/lots-${path.split('/').pop()}-${screen.name}.png`, fullPage: true });
      }
      expect(wide).toEqual([]);
      await context.close();
    });
});
