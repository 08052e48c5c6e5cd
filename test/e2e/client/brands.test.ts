import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as brandMessages from '#shared/messages/client/brands';
import * as uploadMessages from '#shared/messages/client/uploads';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { base, failCalls, useBrowser } from '#test/support/pages';
import { pngBytes } from '#test/support/uploads';

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
const listPath = `/client/${PRODUCER}/manageBrands`;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4096)) });

/** The demo producer, signed in within a fresh browser context. */
const asProducer = () => signedIn(producer);

const fileInput = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('Manage Brands and the brand form', () => {
  it('adds a brand with uploaded images, refusing a renamed file, and lists it first', async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}${listPath}`);
    await page.getByRole('heading', { name: 'Manage Brands' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    // the button's label must stand out from its own green (the site's link colour once painted it over)
    const addBrand = page.getByRole('link', { name: brandMessages.addBrand });
    const [fg, bg] = await addBrand.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(fg).not.toBe(bg);
    await addBrand.click();
    await page.getByRole('heading', { name: 'New Brand' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Brand Name is required').waitFor();

    const name = `Browser Brand ${Date.now().toString(36)}`;
    await page.getByLabel('Brand Name').fill(name);
    await page.getByLabel('Short Description').fill('Made in the browser test');
    await fileInput(page, 'Upload Feature Image').setInputFiles(png('feature.png'));
    await expect
      .poll(() => page.getByRole('img', { name: 'Feature Image' }).getAttribute('src'))
      .toMatch(new RegExp(`^/media/brands/${PRODUCER}/[0-9a-f]{24}\\.png$`));
    // three files at once join the gallery one by one as each is confirmed
    await fileInput(page, 'Add to Image Gallery').setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
    await expect.poll(() => page.getByRole('img', { name: /^Image Gallery \d$/ }).count()).toBe(3);
    // an HTML page called .png reaches the bucket, and the server refuses and deletes it
    await fileInput(page, 'Upload Background Image').setInputFiles({
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: uploadMessages.wrongContent('PNG') })
      .waitFor();
    expect(await page.getByRole('img', { name: 'Background Image' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}${listPath}`);
    await page.getByText(brandMessages.brandSaved).waitFor();
    await expect.poll(() => page.getByRole('row').nth(1).getByRole('link').textContent()).toBe(name);
    await context.close();
  });

  it('opens a brand read-only until Edit Brand; Cancel restores it and Save renames it', async () => {
    const { context, page } = await asProducer();
    const created = await page.request.post(`${base}/api/client/${PRODUCER}/brand`, {
      data: { name: 'Read Only Farms' },
      headers: { origin: base },
    });
    const id = (await created.json()).brand._id as string;
    await page.goto(`${base}/client/${PRODUCER}/manageBrand/${id}`);
    await page.getByRole('heading', { name: 'Read Only Farms' }).waitFor();
    const nameInput = page.getByLabel('Brand Name');
    expect(await nameInput.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await fileInput(page, 'Upload Feature Image').count()).toBe(0);

    await page.getByRole('button', { name: brandMessages.editBrand }).click();
    await nameInput.fill('Something Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await nameInput.inputValue()).toBe('Read Only Farms');
    expect(await nameInput.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: brandMessages.editBrand }).click();
    await nameInput.fill('Read Write Farms');
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) calls.push(`${r.method()} ${pathname}`);
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}${listPath}`);
    await page.getByRole('link', { name: 'Read Write Farms' }).waitFor();
    // the save's answer is the brand: neither it nor the company is read again, only the list it returns to
    expect(calls).toEqual([`PUT /api/client/${PRODUCER}/brand/${id}`, `GET /api/client/${PRODUCER}/brands`]);
    await context.close();
  });

  it("shows the spec's texts when signing or sending a file fails, and the save's failure text", async () => {
    const { context, page } = await asProducer();
    await page.goto(`${base}/client/${PRODUCER}/manageBrand`);
    await page.getByRole('heading', { name: 'New Brand' }).waitFor();
    await failCalls(page, '**/sign-s3?**');
    await fileInput(page, 'Upload Feature Image').setInputFiles(png('a.png'));
    await page.getByRole('alert').filter({ hasText: uploadMessages.couldNotSign }).waitFor();
    await page.unrouteAll();
    // the bucket is another origin (s3rver locally): a dropped POST there
    await page.route(/127\.0\.0\.1:\d+\/media$/, (r) => r.abort('connectionreset'));
    await fileInput(page, 'Upload Feature Image').setInputFiles(png('b.png'));
    await page.getByRole('alert').filter({ hasText: uploadMessages.couldNotUpload }).waitFor();
    await page.unrouteAll();

    await page.getByLabel('Brand Name').fill('Will Fail');
    await page.route('**/api/client/*/brand', (r) =>
      r.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":true,"errorMessage":"Service Unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${brandMessages.brandSaveFailed}: Service Unavailable` })
      .waitFor();
    await context.close();
  });

  it("answers another company's brand as not found", async () => {
    const { context, page } = await asProducer();
    // a brand of the second demo producer, through the first one's client area
    await page.goto(`${base}/client/${PRODUCER}/manageBrand/${demo.brand(1)}`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await context.close();
  });

  for (const screen of SCREENS)
    it(`fits a ${screen.width} px ${screen.name} screen`, async () => {
      const { context, page } = await asProducer();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const wide: string[] = [];
      for (const path of [
        listPath,
        `/client/${PRODUCER}/manageBrand/${demo.sunValley}`,
        `/client/${PRODUCER}/manageBrand`,
      ]) {
        await page.goto(`${base}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > screen.width) wide.push(`${path}: ${width} px`);
      }
      expect(wide).toEqual([]);
      await page.screenshot({ path: `/tmp/uploads-brands-${screen.name}.png`, fullPage: true });
      await context.close();
    });
});
