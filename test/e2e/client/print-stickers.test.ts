import { describe, expect, it } from 'vitest';
import * as printMessages from '#shared/messages/client/printing';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

const { adult, signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;

const asProducer = () => signedIn(producer);

describe('Print Stickers', () => {
  it('adds, reviews, deletes with Confirm? and generates a sheet, with the spec texts', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/printStickers`);
    await page.getByRole('heading', { name: 'Print Stickers' }).waitFor();
    await page.getByRole('combobox', { name: 'Parent lot' }).waitFor();
    // reached from the side menu as 'Label Products'
    expect(await page.getByRole('link', { name: 'Label Products' }).getAttribute('href')).toBe(
      `/client/${PRODUCER}/printStickers`,
    );
    // a producer carries no inventory: its Sales Kiosk is the plan on the Pro page, not an empty storefront
    expect(await page.getByRole('link', { name: 'Sales Kiosk' }).getAttribute('href')).toBe(
      `/client/${PRODUCER}/premium/signup#salesKiosk`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: printMessages.generate }).click();
    await page.getByRole('alert').filter({ hasText: printMessages.createOneJobFirst }).waitFor();
    await page.getByRole('button', { name: 'Add print job' }).click();
    await page.getByRole('alert').filter({ hasText: printMessages.allFieldsRequired }).waitFor();

    // count takes digits only
    await page.getByLabel('Count').fill('1a2b');
    expect(await page.getByLabel('Count').inputValue()).toBe('12');
    const addJob = async (count: string) => {
      await page.getByRole('combobox', { name: 'Parent lot' }).click();
      await page.locator('[role=option]:not([aria-disabled="true"])').first().click();
      await page.getByLabel('Count').fill(count);
      await page.getByRole('combobox', { name: 'Label template' }).click();
      // Avery is listed but cannot be chosen
      expect(await page.getByRole('option', { name: /avery-circular-100/ }).getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('option', { name: /uline-circular-100/ }).click();
      await page.getByRole('button', { name: 'Add print job' }).click();
    };
    await addJob('12');
    // the reminder to make a job goes once there is one
    await expect.poll(() => page.getByText(printMessages.createOneJobFirst).count()).toBe(0);
    await addJob('70');
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    // the first click asks, the second deletes
    const remove = page.getByRole('row').nth(2).getByRole('button');
    await remove.click();
    expect(await remove.textContent()).toBe(printMessages.confirmDelete);
    await remove.click();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: printMessages.generate }).click();
    await page.getByRole('status').filter({ hasText: '1 of 1 completed' }).waitFor();
    const sheet = page.getByRole('link', { name: /\(PDF, 1 sheet\)/ });
    await sheet.waitFor();
    expect(await sheet.getAttribute('href')).toContain('/private/exports/prints/');
    await context.close();
  });

  it("shows a refused job's error as text and gives the button back", async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/printStickers`);
    await page.getByRole('combobox', { name: 'Parent lot' }).click();
    await page.locator('[role=option]:not([aria-disabled="true"])').first().click();
    await page.getByLabel('Count').fill('5');
    await page.getByRole('combobox', { name: 'Label template' }).click();
    await page.getByRole('option', { name: /blank-full-000/ }).click();
    await page.getByRole('button', { name: 'Add print job' }).click();
    await page.route('**/api/client/*/templateGenerator', (r) =>
      r.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":true,"errorMessage":"Printer says no"}',
      }),
    );
    await page.getByRole('button', { name: printMessages.generate }).click();
    await page.getByRole('alert').filter({ hasText: 'Printer says no' }).waitFor();
    expect(await page.getByRole('button', { name: printMessages.generate }).isEnabled()).toBe(true);
    await context.close();
  });

  it('fits a phone and a desktop screen', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/printStickers`);
    expect(await tooWide(page, () => page.getByRole('combobox', { name: 'Parent lot' }).waitFor())).toEqual([]);
    await context.close();
  });
});

describe('Marketing Materials', () => {
  it('makes a flyer PDF from the company’s own products', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/materials`);
    await page.getByRole('heading', { name: 'Marketing Materials' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // the cards' own styles came with the page: their text is not flush with their border
    expect(
      await page
        .locator('.mantine-Card-root')
        .first()
        .evaluate((e) => getComputedStyle(e).paddingLeft),
    ).not.toBe('0px');
    await page.getByRole('button', { name: 'Make PDF of the flyer' }).click();
    const link = page.getByRole('link', { name: /Open flyer \(PDF, 1 sheet\)/ });
    await link.waitFor();
    expect(await tooWide(page, () => page.getByRole('heading', { name: 'Marketing Materials' }).waitFor())).toEqual([]);
    await context.close();
  });
});

describe('the public lab-result page', () => {
  it('shows the lot’s result to anyone, kept out of search engines', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/lab-result/${demo.lot(0)}`);
    await page.getByRole('heading', { name: /lab result$/ }).waitFor();
    // the result's approval, and once another test has re-approved the lot, its versions' column too
    await page.getByText('Approval', { exact: true }).first().waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByRole('heading', { name: /lab result$/ }).waitFor())).toEqual([]);
    await page.goto(`${base}/lab-result/${demo.unknownId}`);
    await page
      .getByText(/not found|no lot/i)
      .first()
      .waitFor();
    await context.close();
  });
});
