import { describe, expect, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import * as productMessages from '#shared/messages/client/products';
import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { COMPANY_ADMIN_PASSWORD, ownerEmail } from '#infra/local/seed/company-admins';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, mainNav, signInWithModal, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';

// The dispensary's Kiosk Inventory and the Get More with Pro page, as the demo dispensaries and
// producer see them: what they list and offer, by keyboard, with axe-core finding no serious or
// critical violation and no sideways scroll on a 375 px phone or a 1280 px desktop.

const { adult, signedIn } = useBrowser();
const data = buildDemoData();
const DISPENSARY = makeId(2, 0);
const PRODUCER = makeId(1, 0);
// the demo dispensary is on Pro (its kiosk can be locked); the second one is free, run by its seeded owner
const FREE_DISPENSARY = makeId(2, 1);
const freeOwner = { email: ownerEmail({ name: 'Fremont Green Room' }), password: COMPANY_ADMIN_PASSWORD };

const signedInAs = (role: 'dispensary' | 'producer' | 'freeDispensary') =>
  signedIn(role === 'freeDispensary' ? freeOwner : DEMO_ACCOUNTS.find((x) => x.role === role)!);

describe('Kiosk Inventory', () => {
  it('lists what the dispensary carries, newest first, a page at a time, with the Pro upsell', async () => {
    const { context, page } = await signedInAs('dispensary');
    await page.goto(`${base}/client/${DISPENSARY}/inventory`);
    await page.getByRole('heading', { name: 'Kiosk Inventory', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Products you carry, latest first' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(10);
    // the rows are the API's approved list, in its order (newest first)
    const api = await context.request.get(`${base}/api/client/${DISPENSARY}/distributions/products/approved?limit=10`);
    const listed = ((await api.json()) as { products: { product: { name: string } }[] }).products;
    expect(await rows.getByRole('link').allTextContents()).toEqual(listed.map((e) => e.product.name));
    const carried = new Set(
      data.distributions.filter((d) => d.dispensary === DISPENSARY && d.status === 'approved').map((d) => d.product),
    );
    expect(carried.size).toBeGreaterThan(10);
    // every availability badge shows its whole word at this width, 'Unavailable' included
    const clipped = await table
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(clipped).toEqual([]);
    // the next page comes by keyboard
    const more = page.getByRole('button', { name: 'Show more products' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(carried.size);
    // a product links to its public page
    const first = rows.first().getByRole('link');
    expect(await first.getAttribute('href')).toMatch(/^\/product\/[0-9a-f]{24}$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => table.waitFor())).toEqual([]);
    await context.close();
  });

  it("takes a producer's offer only with the store's yes, and lets the store decline an offer and remove a product", async () => {
    const store = await freshCompany({ type: 'dispensary', name: 'Offer Pages Store', brands: [] });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const producer = await freshCompany({ name: 'Offering Farms', brands: ['Offering Brand'] });
    const grower = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
    const offered: string[] = [];
    for (const name of ['Offered Haze', 'Offered Kush']) {
      const r = await grower.post(`/api/client/${producer.id}/product`, {
        name,
        brand: producer.brands[0],
        productCategory: 'Flower',
        productType: 'Indoor',
      });
      offered.push(r.body.product._id);
      const o = await grower.put(`/api/client/${producer.id}/product/${r.body.product._id}/distribution`, {
        dispensary: store.id,
      });
      expect(o.body.distribution).toMatchObject({ status: 'pending', awaiting: 'dispensary' });
    }
    const carried = async () =>
      (await staff.get(`/api/client/${store.id}/distributions/products/approved`)).body.products.map(
        (e: { product: { name: string } }) => e.product.name,
      );
    // an offer is not on the shelves, nor on the kiosk
    expect(await carried()).toEqual([]);
    expect((await staff.get(`/api/kiosk/${store.id}/products`)).body.products).toEqual([]);

    const { context, page } = await signedIn(staff);
    await page.goto(`${base}/client/${store.id}/inventory`);
    const offers = page.getByRole('region', { name: 'Offers from producers' });
    await offers.getByRole('button', { name: 'Accept Offered Haze' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await offers.getByRole('button', { name: 'Accept Offered Haze' }).focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Products you carry, latest first' });
    await table.getByRole('link', { name: 'Offered Haze' }).waitFor();
    await offers.getByRole('button', { name: 'Decline Offered Kush' }).click();
    await offers.getByText(distributionMessages.noOffers).waitFor();
    expect(await carried()).toEqual(['Offered Haze']);

    await table.getByRole('button', { name: 'Remove Offered Haze' }).click();
    await page.getByText(distributionMessages.noInventory).waitFor();
    expect(await carried()).toEqual([]);
    // the producer sees each answer, and cannot put either product back on the store's shelves
    for (const id of offered) {
      const listed = (await grower.get(`/api/client/${producer.id}/product/${id}/distribution`)).body.distributions;
      expect(listed).toMatchObject([{ status: 'denied', deniedBy: 'dispensary' }]);
      const again = await grower.post(`/api/client/${producer.id}/product/${id}/distribution/setstatus/approved`, {
        dispensary: store.id,
      });
      expect(again.status).toBe(409);
    }
    expect(await tooWide(page, () => offers.waitFor())).toEqual([]);
    await context.close();
  });

  it('shows a free dispensary the Pro upsell', async () => {
    const { context, page } = await signedInAs('freeDispensary');
    await page.goto(`${base}/client/${FREE_DISPENSARY}/inventory`);
    await page.getByRole('heading', { name: 'Kiosk Inventory', level: 1 }).waitFor();
    // premium is off for the second demo dispensary: the merchandising-card upsell
    const upsell = page.getByRole('complementary', { name: 'Go Pro: merchandising cards' });
    await upsell.getByText('MSRP pricing').waitFor();
    expect(await upsell.getByRole('link', { name: 'Get More with Pro' }).getAttribute('href')).toBe(
      `/client/${FREE_DISPENSARY}/premium/signup`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("is where a dispensary lands on signing in, with only a store's pages in its menu and its requests listed", async () => {
    const { context, page } = await adult();
    const account = DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!;
    await page.goto(base);
    await signInWithModal(page, account.email, account.password);
    await page.waitForURL(`${base}/client/${DISPENSARY}/inventory`);
    await page.getByRole('heading', { name: 'Kiosk Inventory', level: 1 }).waitFor();
    // a store's menu: no producer tools (products, brands, lots, results, labels, materials, COA entry)
    const menu = page.getByRole('navigation', { name: 'Company' });
    await menu.getByRole('link', { name: 'Kiosk Inventory' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Company Profile',
      'Kiosk Inventory',
      'Kiosk Settings',
      'Sales Kiosk',
      // the demo store's kiosk takes carts (docs/kiosk-orders.md)
      'Kiosk Orders',
      'Loyalty',
      'Platform Training',
    ]);
    // its own requests, as the API lists them, each waiting for its producer
    const requests = page.getByRole('region', { name: 'Your requests' });
    const table = requests.getByRole('table', { name: 'Products you asked producers for, latest first' });
    await table.waitFor();
    const api = await context.request.get(`${base}/api/client/${DISPENSARY}/distributions/products/requested?limit=10`);
    const asked = ((await api.json()) as { products: { product: { name: string } }[] }).products;
    expect(asked.length).toBeGreaterThan(0);
    expect(await table.locator('tbody tr').getByRole('link').allTextContents()).toEqual(
      asked.map((e) => e.product.name),
    );
    expect(await table.getByText(distributionMessages.requestWaiting).count()).toBe(asked.length);
    expect(await seriousViolations(page)).toEqual([]);
    // the header's Company link and the products' address both lead a store home
    await menu.getByRole('link', { name: 'Company Profile' }).click();
    await page.waitForURL(`${base}/client/${DISPENSARY}/profile`);
    await mainNav(page).getByRole('link', { name: 'Company' }).click();
    await page.waitForURL(`${base}/client/${DISPENSARY}/inventory`);
    await page.goto(`${base}/client/${DISPENSARY}/manageProducts`);
    await page.waitForURL(`${base}/client/${DISPENSARY}/inventory`);
    await page.getByRole('heading', { name: 'Kiosk Inventory', level: 1 }).waitFor();
    expect(await page.getByText(productMessages.onlyProducers).count()).toBe(0);
    await context.close();
  });

  it('withdraws a request in one tap, after which its producer no longer sees it', async () => {
    const store = await freshCompany({ type: 'dispensary', name: 'Withdraw Pages Store', brands: [] });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const producer = await freshCompany({ name: 'Asked Farms', brands: ['Asked Brand'] });
    const grower = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
    for (const name of ['Asked Haze', 'Asked Kush']) {
      const r = await grower.post(`/api/client/${producer.id}/product`, {
        name,
        brand: producer.brands[0],
        productCategory: 'Flower',
        productType: 'Indoor',
      });
      const asked = await staff.post(`/api/client/${store.id}/product/${r.body.product._id}/distribution`);
      expect(asked.body.distribution.status).toBe('pending');
    }
    const approvalList = async () =>
      (await grower.get(`/api/client/${producer.id}/distributions/requests`)).body.requests.map(
        (r: { product: { name: string } }) => r.product.name,
      );
    expect((await approvalList()).sort()).toEqual(['Asked Haze', 'Asked Kush']);

    const { context, page } = await signedIn(staff);
    await page.goto(`${base}/client/${store.id}/inventory`);
    const requests = page.getByRole('region', { name: 'Your requests' });
    await requests.getByRole('button', { name: 'Withdraw the request for Asked Haze' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => requests.waitFor())).toEqual([]);
    await requests.getByRole('button', { name: 'Withdraw the request for Asked Haze' }).click();
    await expect.poll(() => requests.getByRole('link', { name: 'Asked Haze' }).count()).toBe(0);
    expect(await approvalList()).toEqual(['Asked Kush']);
    // by keyboard too
    await requests.getByRole('button', { name: 'Withdraw the request for Asked Kush' }).focus();
    await page.keyboard.press('Enter');
    await requests.getByText(distributionMessages.noRequestsSent).waitFor();
    expect(await approvalList()).toEqual([]);
    await context.close();
  });

  it("is not another dispensary's to read: the client shell sends a non-member away", async () => {
    const { context, page } = await signedInAs('dispensary');
    await page.goto(`${base}/client/${makeId(2, 1)}/inventory`);
    await page.waitForURL(`${base}/`);
    expect(await page.getByRole('heading', { name: 'Kiosk Inventory' }).count()).toBe(0);
    await context.close();
  });
});

describe('Get More with Pro', () => {
  it('prices the dispensary plan and says no payment is taken', async () => {
    const { context, page } = await signedInAs('freeDispensary');
    await page.goto(`${base}/client/${FREE_DISPENSARY}/premium/signup`);
    await page.getByRole('heading', { name: 'Get More with Pro', level: 1 }).waitFor();
    const main = page.locator('main');
    const text = (await main.textContent())!;
    for (const point of [
      '$400/mo, plus $50 per additional kiosk',
      '+$100/mo',
      '3,000 messages a month included, then $0.03 each',
      'Free for the first 30 days',
      'Support responds within 24 hours.',
      'No payment is taken on this site',
    ])
      expect(text, point).toContain(point);
    expect(await main.getByRole('link', { name: 'support@cannastamp.com' }).getAttribute('href')).toMatch(
      /^mailto:support@cannastamp\.com\?subject=Pro%20for%20/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await tooWide(page, () => page.getByRole('heading', { name: 'Get More with Pro', level: 1 }).waitFor()),
    ).toEqual([]);
    await context.close();
  });

  it("shows a producer the producer prices and hides the non-producer plan's", async () => {
    const { context, page } = await signedInAs('producer');
    await page.goto(`${base}/client/${PRODUCER}/premium/signup`);
    await page.getByRole('heading', { name: 'Get More with Pro', level: 1 }).waitFor();
    const text = (await page.locator('main').textContent())!;
    expect(text).toContain('Sales Kiosk');
    expect(text).toContain('$200/mo');
    expect(text).toContain('+$100/mo');
    expect(text).not.toContain('$400');
    // $50 is the COA concierge's Pro plan here, never a price per additional kiosk
    expect(text).not.toContain('per additional kiosk');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the Pro trial offer', () => {
  it('goes from /brands through sign-up to claiming a company with the offer', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/brands`);
    await page.getByRole('link', { name: 'Start your free 30-day Pro trial' }).click();
    await page.waitForURL(`${base}/signup/ClaimYourCompany/producer?offer=pro-trial`);
    expect(await page.getByRole('radio', { name: 'Producer' }).isChecked()).toBe(true);
    const email = `trial-${Date.now()}-${Math.random().toString(36).slice(2)}@test.cannastamp.test`;
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Trial-Producer-21!');
    await page.getByLabel('Repeat password').fill('Trial-Producer-21!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/ClaimYourCompany?offer=pro-trial`);
    await context.close();
  });
});
