import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as brandMessages from '#shared/messages/client/brands';
import * as companyMessages from '#shared/messages/client/companies';
import * as productMessages from '#shared/messages/client/products';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';

// The business client area's failure texts (spec 2 section 8) in a real browser. A call the server
// refuses without a reason (a gateway's bare 502) raises the call's own 'the server failed to …'
// text; one it refuses with an errorMessage shows the server's words. Each failure is made by
// answering that one call in the browser, so nothing on the platform changes.

const { signedIn } = useBrowser();

type Member = Awaited<ReturnType<typeof memberOf>>;
let company: { id: string; brands: string[] };
let member: Member;
let admin: Member;
let productId: string;
let lotId: string;

/** Answers the calls matching `url` with `method` (any, when not given) as a failed server would. */
const refuse = (page: Page, url: string | RegExp, how: 'silently' | string, method?: string) =>
  page.route(url, (r) =>
    method && r.request().method() !== method
      ? r.fallback()
      : how === 'silently'
        ? r.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' })
        : r.fulfill({ status: 503, json: { error: true, errorMessage: how } }),
  );

beforeAll(async () => {
  company = await freshCompany({ name: 'Failing Farms', brands: ['Failing Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  admin = await memberOf(base, { adminUser: true });
  const p = await member.post(`/api/client/${company.id}/product`, {
    name: 'Failing Kush',
    brand: company.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
  });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  productId = p.body.product._id;
  const l = await member.post(`/api/client/${company.id}/lot`, { lotType: 'parentLot', s2sId: 'FAIL-LOT-1' });
  expect(l.status, JSON.stringify(l.body)).toBe(200);
  lotId = l.body.lot._id;
});

describe('a product', () => {
  it("says 'There was an error saving the Product' in an Error dialog, with the call's text when the server gives none", async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProduct/${productId}`);
    await page.getByRole('button', { name: 'Edit Product' }).click();
    await refuse(page, `**/api/client/${company.id}/product/${productId}`, 'silently', 'PUT');
    await page.getByRole('button', { name: 'Save Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByText(productMessages.errorSaving).waitFor();
    expect(await dialog.getByText(productMessages.failedToSave).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("says 'There was an error deleting the Product.' with the server's reason, or the call's text without one", async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProduct/${productId}`);
    const dialog = page.getByRole('dialog', { name: 'Error' });
    for (const [how, shown] of [
      ['Service Unavailable', 'Service Unavailable'],
      ['silently', productMessages.failedToDelete],
    ] as const) {
      await page.unrouteAll();
      await refuse(page, `**/api/client/${company.id}/product/${productId}`, how, 'DELETE');
      await page.getByRole('button', { name: 'Delete Product' }).click();
      await page.getByRole('dialog', { name: 'Delete Product' }).getByRole('button', { name: 'Delete' }).click();
      await dialog.getByText(productMessages.errorDeleting).waitFor();
      expect(await dialog.getByText(shown).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // nothing was deleted
    expect((await member.get(`/api/client/${company.id}/product/getById/${productId}`)).body.product.active).toBe(true);
    await context.close();
  });

  it("says 'the server failed to fetch the client products' when the list does not come", async () => {
    const { context, page } = await signedIn(member);
    await refuse(page, new RegExp(`/api/client/${company.id}/products(\\?|$)`), 'silently');
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByRole('alert').getByText(productMessages.failedToFetch).waitFor();
    await context.close();
  });
});

describe('a brand', () => {
  it("says 'the server failed to fetch the brand list' when the list does not come", async () => {
    const { context, page } = await signedIn(member);
    await refuse(page, new RegExp(`/api/client/${company.id}/brands(\\?|$)`), 'silently');
    await page.goto(`${base}/client/${company.id}/manageBrands`);
    await page.getByRole('alert').getByText(brandMessages.failedToFetchList).waitFor();
    await context.close();
  });

  it("says the brand save's text as shown, then 'the server failed to save the brand'", async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageBrand/${company.brands[0]}`);
    await page.getByRole('button', { name: 'Edit Brand' }).click();
    await refuse(page, `**/api/client/${company.id}/brand/${company.brands[0]}`, 'silently', 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .getByText(`${brandMessages.brandSaveFailed}: ${brandMessages.failedToSave}`)
      .waitFor();
    await context.close();
  });
});

describe('a lot', () => {
  it("says 'the server failed to delete the product' when its delete is refused without a reason", async () => {
    const { context, page } = await signedIn(member);
    await refuse(page, `**/api/client/${company.id}/lot/${lotId}`, 'silently', 'DELETE');
    await page.goto(`${base}/client/${company.id}/parentLots`);
    await page.getByRole('button', { name: 'Delete FAIL-LOT-1' }).click();
    await page.getByRole('dialog', { name: 'Delete Parent Lot' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alert').getByText(productMessages.failedToDelete, { exact: true }).waitFor();
    await context.close();
  });
});

describe('the company', () => {
  it("says 'there was an error saving the entity' to a member and 'there was an error saving the client' to an admin, each with the server's reason", async () => {
    for (const [who, text] of [
      [member, companyMessages.entitySaveFailed],
      [admin, companyMessages.clientSaveFailed],
    ] as const) {
      const { context, page } = await signedIn(who);
      await refuse(page, `**/api/client/${company.id}/entity`, 'Service Unavailable', 'PUT');
      await page.goto(`${base}/client/${company.id}/profile`);
      await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
      for (const [label, value] of [
        ['Primary Contact', 'Robin Ash'],
        ['Primary Contact Phone', '206-555-0142'],
        ['Regulatory License Number', 'WA-1'],
        ['Business ID (UBI/EIN)', '603-123-456'],
        ['Regulatory Address', '100 Main St'],
        ['City', 'Yakima'],
        ['State', 'WA'],
        ['ZIP', '98901'],
        ['Public Phone', '509-555-0100'],
      ] as const)
        await page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`)).fill(value);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').getByText(`${text}: Service Unavailable`).waitFor();
      await context.close();
    }
  });

  it("says the claim's failure text with 'the server failed to create the client identity', and 'the server failed to fetch the client entity data' when the company does not load", async () => {
    const claimant = await memberOf(base, { processorUser: true });
    const { context, page } = await signedIn(claimant);
    await refuse(page, `**/api/client/claim-entity/${company.id}`, 'silently');
    await page.goto(`${base}/ClaimYourCompany?company=${company.id}`);
    await page.getByRole('button', { name: 'Claim this company' }).click();
    await page
      .getByRole('alert')
      .getByText(`${companyMessages.claimFailed}: ${companyMessages.createIdentityFailed}`)
      .waitFor();

    await refuse(page, '**/api/client/claimable?**', 'silently');
    await page.reload();
    await page.getByRole('alert').getByText(companyMessages.fetchEntityFailed).waitFor();
    await context.close();
  });
});
