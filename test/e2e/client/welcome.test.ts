import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { newId } from '#lib/base/ids';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { base, chooseByKeyboard, useBrowser } from '#test/support/pages';
import { uniqueEmail, uniqueIp } from '#test/support/session';
import { addTestResult } from '#test/support/data/test-results';
import type { TestResult } from '#shared/schemas/test-result';

// The producer's welcome wizard in a real browser, as a new producer meets it right after claiming
// a company: each step, where it starts again after a reload, the last save, a certificate read
// into Add a Test's form, axe on every step and no step wider than a 375 px phone or a 1280 px desktop.

const { adult } = useBrowser();
const PASSWORD = 'Welcome-Browser-21';

/** A new producer who has just claimed a company: the page, the company and where the claim said to go. */
async function newProducer(name: string) {
  const { context, page } = await adult();
  const signup = await page.request.post(`${base}/api/authentication/signup`, {
    data: { email: uniqueEmail('welcome'), password: PASSWORD, passwordVer: PASSWORD, accountType: 'producer' },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(signup.status()).toBe(200);
  const claim = await page.request.post(`${base}/api/client/claim-entity`, {
    data: { name, type: 'producer', contactName: 'Robin Ash', contactPhone: '2065550142', licenseNumber: 'WA-9' },
    headers: { origin: base },
  });
  expect(claim.status()).toBe(200);
  const body = await claim.json();
  return { context, page, clientId: body.clientAssignment as string, next: body.next as string };
}

/** A finished lab result of the company (the test result form is another page's). */
async function testResultOf(clientId: string) {
  const id = newId();
  const now = new Date().toISOString();
  await addTestResult({
    _id: id,
    dataOwner: clientId,
    producer: clientId,
    testLab: { _id: makeId(3, 0), name: 'Lab One' },
    sampleTypeCategory: 'Flower',
    sampleType: 'Indoor',
    strain: 'Blue Dream',
    testDate: '2026-11-01',
    pdfFiles: [],
    approved: true,
    thc: 1.1,
    thcA: 21.3,
    createdAt: now,
    updatedAt: now,
  } as TestResult);
  return id;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('the welcome wizard', () => {
  it('takes a new producer from claiming to an available product with its test result', async () => {
    const { context, page, clientId, next } = await newProducer('Welcome Farms');
    expect(next).toBe(`/client/${clientId}/welcome/producer`);
    await page.goto(`${base}${next}`);
    await heading(page, 'Getting Started').waitFor();
    // no side menu on the wizard
    expect(await page.getByRole('navigation', { name: 'Company' }).count()).toBe(0);
    for (const step of ['Getting Started', 'Add a Brand', 'Add a Product', 'Add a Test', 'Finish Up'])
      await page.getByText(step, { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // any other client page sends the empty producer back here
    await page.goto(`${base}/client/${clientId}/manageProducts`);
    await page.waitForURL(`${base}${next}`);
    await heading(page, 'Getting Started').waitFor();

    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'New Brand').waitFor();
    await page.getByLabel('Brand Name').fill('Welcome Brand');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();

    await heading(page, 'Add a Product').waitFor();
    expect(page.url()).toBe(`${base}${next}`);
    await page.getByRole('textbox', { name: 'Product Name' }).fill('Welcome Kush');
    // the company's one brand is chosen already
    await expect.poll(() => page.getByRole('combobox', { name: 'Brand Name' }).inputValue()).toBe('Welcome Brand');
    await page.getByRole('combobox', { name: 'Product Category' }).click();
    await page.getByRole('option', { name: 'Flower' }).click();
    await page.getByRole('combobox', { name: 'Product Type' }).click();
    await page.getByRole('option', { name: 'Greenhouse' }).click();
    await page.getByRole('button', { name: 'Save Product' }).click();

    await heading(page, 'Add a Test').waitFor();
    await page.getByText('Welcome Kush').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // the test result form, as the lab's certificate reads
    await chooseByKeyboard(page, 'Lab Source');
    await chooseByKeyboard(page, 'Product Categories');
    await page.getByLabel('Sample Type').fill('Flower - Cured');
    await page.getByLabel('Sample Strain').fill('Welcome Kush');
    await page.getByLabel('Source (Batch) Lot ID').fill('WELCOME-LOT');
    await page.getByRole('button', { name: 'Save' }).click();

    await heading(page, 'Finish Up').waitFor();
    // the last button reads: its label is not painted in the button's own colour (axe files a 1:1
    // ratio as incomplete; test/support/axe.ts counts it), on a phone and on a desktop
    const view = page.getByRole('link', { name: 'View your product' });
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      expect(await view.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).backgroundColor])).toEqual([
        'rgb(255, 255, 255)',
        expect.not.stringMatching(/^rgb\(255, 255, 255\)$/),
      ]);
      expect(await seriousViolations(page)).toEqual([]);
    }
    const products = await (await page.request.get(`${base}/api/client/${clientId}/products`)).json();
    expect(products.products).toHaveLength(1);
    const lots = await (await page.request.get(`${base}/api/client/${clientId}/lots?lotType=parentLot`)).json();
    const lot = lots.lots.find((l: { s2sId?: string }) => l.s2sId === 'WELCOME-LOT');
    expect(products.products[0]).toMatchObject({ name: 'Welcome Kush', available: true, latestLot: lot._id });
    // the result's lot is the product's: its lot list shows it
    expect(lot.product).toBe(products.products[0]._id);
    const productLots = await (
      await page.request.get(`${base}/api/client/${clientId}/product/${products.products[0]._id}/lots`)
    ).json();
    expect(productLots.lots.map((l: { _id: string }) => l._id)).toEqual([lot._id]);
    await page.getByRole('link', { name: 'View your product' }).click();
    await page.waitForURL(`${base}/client/${clientId}/manageProduct/${products.products[0]._id}`);
    await context.close();
  });

  it('offers a lot tested already beside the form, and finishes with it', async () => {
    const { context, page, clientId, next } = await newProducer('Lot Choice Farms');
    const brand = await page.request.post(`${base}/api/client/${clientId}/brand`, {
      data: { name: 'Choice Brand' },
      headers: { origin: base },
    });
    expect(brand.status()).toBe(200);
    const made = await page.request.post(`${base}/api/client/${clientId}/product`, {
      data: {
        name: 'Choice Kush',
        brand: (await brand.json()).brand._id,
        productCategory: 'Flower',
        productType: 'Indoor',
        available: false,
      },
      headers: { origin: base },
    });
    expect(made.status()).toBe(200);
    const testId = await testResultOf(clientId);
    const lot = await page.request.post(`${base}/api/client/${clientId}/lot`, {
      data: { lotType: 'parentLot', s2sId: 'CHOICE-LOT', testResult: testId },
      headers: { origin: base },
    });
    expect(lot.status()).toBe(200);
    const lotId = (await lot.json()).lot._id as string;
    // a brand and a product: the wizard starts at the test, with the form and the lot beside it
    await page.goto(`${base}${next}`);
    await heading(page, 'Add a Test').waitFor();
    await page.getByLabel('Sample Strain').waitFor();
    await page.getByRole('combobox', { name: 'Test result (lot)' }).click();
    await page.getByRole('option', { name: /^CHOICE-LOT/ }).click();
    await page.getByRole('button', { name: 'Use this test result' }).click();
    await heading(page, 'Finish Up').waitFor();
    const products = await (await page.request.get(`${base}/api/client/${clientId}/products`)).json();
    expect(products.products[0]).toMatchObject({ name: 'Choice Kush', available: true, latestLot: lotId });
    await context.close();
  });

  it('reads a certificate attached at Add a Test: the form fills, each value with where it was read', async () => {
    const { context, page, clientId, next } = await newProducer('Certificate Welcome Farms');
    const brand = await page.request.post(`${base}/api/client/${clientId}/brand`, {
      data: { name: 'Cherry Brand' },
      headers: { origin: base },
    });
    expect(brand.status()).toBe(200);
    const made = await page.request.post(`${base}/api/client/${clientId}/product`, {
      data: {
        name: 'Cherry Punch Flower',
        brand: (await brand.json()).brand._id,
        productCategory: 'Flower',
        productType: 'Indoor',
        available: false,
      },
      headers: { origin: base },
    });
    expect(made.status()).toBe(200);
    await page.goto(`${base}${next}`);
    await heading(page, 'Add a Test').waitFor();
    // the producer's own reading (docs/client-test-results.md, Filled from the certificate), as on the test result page
    const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
    await page.getByLabel('Attach Lab Certificates (PDF)', { exact: true }).setInputFiles({
      name: 'Cherry Punch.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(coaBytes(fixture)),
    });
    const summary = page.getByRole('status').filter({ hasText: /read from the certificate/ });
    await summary.waitFor();
    const count = Number(/^(\d+) values read/.exec((await summary.textContent())!)?.[1]);
    expect(count).toBeGreaterThan(40);
    const thca = page.getByRole('textbox', { name: 'THCA', exact: true });
    expect(await thca.inputValue()).toBe('19.161');
    const wrapper = page.locator('.mantine-InputWrapper-root', { has: thca });
    expect(await wrapper.getByText('Read from file #1, page 2: “19.161”').count()).toBe(1);
    expect(await page.getByLabel('Sample Lot ID').inputValue()).toBe(fixture.fields.tracabilitySampleLotId);
    const strain = page.locator('.mantine-InputWrapper-root', { has: page.getByLabel('Sample Strain') });
    expect(await strain.getByText(/^Read from file #1, page \d+: “.*Cherry Punch.*”$/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // saved, the wizard goes on with the product's lot holding what was read
    await chooseByKeyboard(page, 'Lab Source');
    await chooseByKeyboard(page, 'Product Categories');
    // this certificate prints no sample type the reader takes
    if (!(await page.getByLabel('Sample Type').inputValue()))
      await page.getByLabel('Sample Type').fill('Flower - Cured');
    await page.getByRole('button', { name: 'Save' }).click();
    await heading(page, 'Finish Up').waitFor();
    const results = await (await page.request.get(`${base}/api/client/${clientId}/testResults`)).json();
    expect(results.testResults).toHaveLength(1);
    expect(results.testResults[0]).toMatchObject({ thcA: 19.161 });
    await context.close();
  });

  for (const screen of SCREENS)
    it(`fits a ${screen.width} px ${screen.name} screen`, async () => {
      const { context, page, next } = await newProducer(`Narrow Farms ${screen.name}`);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`${base}${next}`);
      await heading(page, 'Getting Started').waitFor();
      await page.waitForLoadState('networkidle');
      const wide: string[] = [];
      const width = async (step: string) => {
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > screen.width) wide.push(`${step}: ${w} px`);
      };
      await width('Getting Started');
      // the step header: the five labels on a desktop, one line and a bar on a phone
      const full = page.locator('.welcome-steps-full');
      const compact = page.getByRole('progressbar', { name: 'Step 1 of 5: Getting Started' });
      if (screen.width < 576) {
        expect(await full.isVisible()).toBe(false);
        expect(await compact.isVisible()).toBe(true);
        expect(await compact.getAttribute('aria-valuenow')).toBe('1');
        // one line of text over the bar, not five labels wrapped under one another
        const header = (await page.locator('.welcome-steps-compact').boundingBox())!;
        expect(header.height).toBeLessThan(48);
        expect(header.width).toBeLessThanOrEqual(screen.width);
      } else {
        expect(await full.isVisible()).toBe(true);
        expect(await compact.isVisible()).toBe(false);
        for (const step of ['Getting Started', 'Add a Brand', 'Add a Product', 'Add a Test', 'Finish Up'])
          expect(await full.getByText(step, { exact: true }).isVisible()).toBe(true);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/lots-welcome-0-${screen.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Get Started' }).click();
      await heading(page, 'New Brand').waitFor();
      await page.waitForLoadState('networkidle');
      await width('Add a Brand');
      if (screen.width < 576)
        expect(await page.getByRole('progressbar', { name: 'Step 2 of 5: Add a Brand' }).isVisible()).toBe(true);
      await page.screenshot({ path: `/tmp/lots-welcome-1-${screen.name}.png`, fullPage: true });
      expect(wide).toEqual([]);
      await context.close();
    });
});
