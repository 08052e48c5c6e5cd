import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as companyMessages from '#shared/messages/client/companies';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { base, mainNav, useBrowser } from '#test/support/pages';
import { uniqueEmail, uniqueIp } from '#test/support/session';
import { pngBytes } from '#test/support/uploads';

// Claiming a company, the client shell and the company profile in a real browser, as a new
// producer would use them: axe on each page, and no page wider than a 375 px phone or a 1280 px
// desktop.

const { adult } = useBrowser();
const PASSWORD = 'Company-Browser-21';
/** A new producer or dispensary, signed up (and so in) in a fresh browser context. */
async function newBusinessUser(accountType: 'producer' | 'dispensary' = 'producer') {
  const { context, page } = await adult();
  const r = await page.request.post(`${base}/api/authentication/signup`, {
    data: { email: uniqueEmail('claim'), password: PASSWORD, passwordVer: PASSWORD, accountType },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(r.status()).toBe(200);
  return { context, page, userId: (await r.json()).user._id as string };
}

async function claimThroughApi(page: Page, name: string) {
  const r = await page.request.post(`${base}/api/client/claim-entity`, {
    data: { name, type: 'producer', contactName: 'Robin Ash', contactPhone: '2065550142', licenseNumber: 'WA-1' },
    headers: { origin: base },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).clientAssignment as string;
}

/** A form field by its label; a required one's label ends with Mantine's asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`));

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('claiming a company', () => {
  it('registers the company from the trial offer, says so, and opens the client area with it', async () => {
    const { context, page } = await newBusinessUser();
    await page.goto(`${base}/`);
    await mainNav(page).getByRole('link', { name: 'My Company' }).click();
    await page.getByRole('heading', { name: 'Company Registration Information' }).waitFor();
    await page.goto(`${base}/ClaimYourCompany?offer=pro-trial`);
    await page.getByText(companyMessages.proTrialOffer(30)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // a producer account claims a producer company: the one choice is chosen already
    expect(await field(page, 'Business Type').inputValue()).toBe('producer');
    expect(await field(page, 'Business Type').locator('option').allTextContents()).toEqual(['Producer/Processor']);
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const m of [companyMessages.nameRequired, companyMessages.licenseRequired]) await page.getByText(m).waitFor();
    expect(await page.getByText(companyMessages.typeRequired).count()).toBe(0);
    await field(page, 'Business Name').fill('Cascade Growers');
    await field(page, 'Primary Contact').fill('Robin Ash');
    await field(page, 'Primary Contact Phone').fill('555-01');
    await field(page, 'Regulatory License Number').fill('WA-412345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(companyMessages.phoneInvalid).waitFor();
    await field(page, 'Primary Contact Phone').fill('(206) 555-0142');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/client\/[0-9a-f]{24}\/welcome\/producer$/);
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    await page.goto(page.url().replace(/welcome\/producer$/, 'profile'));
    const menu = page.getByRole('navigation', { name: 'Company' });
    await menu.getByRole('heading', { name: 'Cascade Growers' }).waitFor();
    await menu.getByText('License: WA-412345').waitFor();
    await mainNav(page).getByRole('link', { name: 'Company' }).waitFor();
    await context.close();
  });

  it('sends someone signed out away', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/ClaimYourCompany`);
    await page.waitForURL(`${base}/`);
    await context.close();
  });
});

describe('the client shell', () => {
  it("refuses another company's pages, and sends a producer with nothing yet to the welcome wizard", async () => {
    const a = await newBusinessUser();
    const b = await newBusinessUser();
    await claimThroughApi(a.page, 'A Farms');
    const idB = await claimThroughApi(b.page, 'B Farms');
    await a.page.goto(`${base}/client/${idB}/profile`);
    await a.page.waitForURL(`${base}/`);
    await b.page.goto(`${base}/client/${idB}/manageProducts`);
    await b.page.waitForURL(`${base}/client/${idB}/welcome/producer`);
    // the profile is left alone
    await b.page.goto(`${base}/client/${idB}/profile`);
    await b.page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    expect(b.page.url()).toBe(`${base}/client/${idB}/profile`);
    await a.context.close();
    await b.context.close();
  });

  it('folds the side menu behind a button on a phone, which the keyboard opens', async () => {
    const { context, page } = await newBusinessUser('dispensary');
    const id = await claimThroughApi(page, 'Menu Test Co');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}/client/${id}/profile`);
    const toggle = page.getByRole('button', { name: 'Company menu' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const link = page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Manage Products' });
    expect(await link.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await link.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await link.isVisible()).toBe(true);
    await context.close();
  });
});

describe('the company profile', () => {
  it('saves the full form to manageBrands, reveals and rotates the API secret', async () => {
    const { context, page } = await newBusinessUser();
    const id = await claimThroughApi(page, 'Valley Botanicals');
    await page.goto(`${base}/client/${id}/profile`);
    await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const api = page.getByRole('region', { name: 'API access' });
    await api.getByRole('button', { name: 'Reveal API Secret' }).click();
    const secret = api.getByLabel('API Secret');
    await secret.waitFor();
    const first = await secret.inputValue();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await api.getByRole('button', { name: 'Rotate API Secret' }).click();
    await page.getByRole('dialog', { name: 'Rotate the API secret?' }).getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => secret.inputValue()).not.toBe(first);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(companyMessages.businessIdRequired).waitFor();
    for (const [label, value] of [
      ['Business ID (UBI/EIN)', '603-123-456'],
      ['Regulatory Address', '100 Main St'],
      ['City', 'Yakima'],
      ['State', 'WA'],
      ['ZIP', '98901'],
      ['Public Phone', '509-555-0100'],
    ] as const)
      await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Continue' }).click();
    // manageBrands, which sends a producer with nothing yet on to the welcome wizard
    await page.waitForURL(`${base}/client/${id}/welcome/producer`);
    await page.goto(`${base}/client/${id}/profile`);
    await page.getByRole('navigation', { name: 'Company' }).getByText('UBI: 603-123-456').waitFor();
    await context.close();
  });

  it("uploads a dispensary's feature image and gallery with the profile, which a producer is not offered", async () => {
    const { context, page } = await newBusinessUser('dispensary');
    const r = await page.request.post(`${base}/api/client/claim-entity`, {
      data: {
        name: 'Green Door',
        type: 'dispensary',
        contactName: 'Robin Ash',
        contactPhone: '2065550142',
        licenseNumber: 'WA-2',
      },
      headers: { origin: base },
    });
    const id = (await r.json()).clientAssignment as string;
    await page.goto(`${base}/client/${id}/profile`);
    await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4096)) });
    await page.getByLabel('Upload Feature Image', { exact: true }).setInputFiles(png('front.png'));
    await expect
      .poll(() => page.getByRole('img', { name: 'Feature Image' }).getAttribute('src'))
      .toMatch(/^\/media\/clients\//);
    await page.getByLabel('Add to Image Gallery', { exact: true }).setInputFiles([png('a.png'), png('b.png')]);
    await expect.poll(() => page.getByRole('img', { name: /^Image Gallery \d$/ }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    for (const [label, value] of [
      ['Business ID (UBI/EIN)', '603-123-457'],
      ['Regulatory Address', '1 Pike St'],
      ['City', 'Seattle'],
      ['State', 'WA'],
      ['ZIP', '98101'],
      ['Public Phone', '206-555-0101'],
    ] as const)
      await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/client/${id}/manageBrands`);
    const entity = (await (await page.request.get(`${base}/api/client/${id}/entity`)).json()).entity;
    expect(entity.featureImage).toMatch(/^\/media\/clients\//);
    expect(entity.mediaGallery).toHaveLength(2);

    const producer = await newBusinessUser();
    const pid = await claimThroughApi(producer.page, 'No Pictures Farm');
    await producer.page.goto(`${base}/client/${pid}/profile`);
    await producer.page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    expect(await producer.page.getByText('Feature Image').count()).toBe(0);
    await context.close();
    await producer.context.close();
  });

  it('finds the company by name for a claimant, and lists the claim for a member to approve', async () => {
    const owner = await newBusinessUser();
    const name = `Orchard Hill ${Math.random().toString(36).slice(2, 8)}`;
    const id = await claimThroughApi(owner.page, name);
    const claimant = await newBusinessUser();
    await claimant.page.goto(`${base}/ClaimYourCompany`);
    await claimant.page.getByLabel('Company name').fill(name.toLowerCase());
    await claimant.page.getByRole('link', { name: `Claim ${name}` }).click();
    await claimant.page.waitForURL(`${base}/ClaimYourCompany?company=${id}`);
    await claimant.page.getByRole('heading', { name: `Claim ${name}` }).waitFor();
    expect(await seriousViolations(claimant.page)).toEqual([]);
    await claimant.page.getByRole('button', { name: 'Claim this company' }).click();
    await claimant.page.getByText(companyMessages.claimPending).waitFor();
    await owner.page.goto(`${base}/client/${id}/profile`);
    const claims = owner.page.getByRole('region', { name: 'Requests to join' });
    await claims.getByRole('button', { name: /^Approve / }).click();
    await claims.getByText('Nobody is waiting to join this company.').waitFor();
    await claimant.page.goto(`${base}/client/${id}/profile`);
    await claimant.page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    await owner.context.close();
    await claimant.context.close();
  });

  for (const screen of SCREENS)
    it(`fits a ${screen.width} px ${screen.name} screen, as does the registration page`, async () => {
      const { context, page } = await newBusinessUser();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`${base}/ClaimYourCompany`);
      await page.getByRole('heading', { name: 'Company Registration Information' }).waitFor();
      expect(await widthOf(page)).toBeLessThanOrEqual(screen.width);
      const id = await claimThroughApi(page, 'A Company With A Rather Long Name For A Narrow Screen');
      await page.goto(`${base}/client/${id}/profile`);
      await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await widthOf(page)).toBeLessThanOrEqual(screen.width);
      await context.close();
    });
});
