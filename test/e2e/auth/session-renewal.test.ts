import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#shared/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, signInWithModal, useBrowser } from '#test/support/pages';
import { cookie, shortenToken } from '#test/support/tokens';

// A session outlives its access token (docs/auth.md, Renewal): the app renews it ahead of the
// token's expiry, a call that meets an expired token renews and is made again, and only a session
// that is really over logs out, keeping the form's input for after the next sign-in. The token's
// lifetime is shortened here by signing the browser's own token again with the local user pool's
// key and an earlier expiry, so nothing else on the shared platform is touched.

const { adult } = useBrowser();

let company: { id: string; brands: string[] };
let member: Awaited<ReturnType<typeof memberOf>>;
let productId: string;

beforeAll(async () => {
  company = await freshCompany({ name: 'Renewal Farms', brands: ['Renewal Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  const r = await member.post(`/api/client/${company.id}/product`, {
    name: 'Long Session Kush',
    brand: company.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  productId = (r.body as { product: { _id: string } }).product._id;
});

async function onProductPage() {
  const { context, page } = await adult();
  await page.goto(`${base}/home`);
  await signInWithModal(page, member.email, member.password);
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ state: 'hidden' });
  await page.goto(`${base}/client/${company.id}/manageProduct/${productId}`);
  await page.getByRole('button', { name: 'Edit Product' }).waitFor();
  return { context, page };
}

async function rename(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit Product' }).click();
  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await page.getByRole('button', { name: 'Save Product' }).click();
}

const savedName = async () =>
  ((await member.get(`/api/client/${company.id}/product/getById/${productId}`)).body as { product?: { name: string } })
    .product?.name;

describe('a session past its access token', () => {
  it('is renewed ahead of the expiry without a page load, and a save after an expired token goes through', async () => {
    const { context, page } = await onProductPage();
    // the token ends in 20 seconds: the app trades it in before, with no call failing
    const short = await shortenToken(context, 20);
    await expect.poll(() => cookie(context, 'token'), { timeout: 60_000 }).not.toBe(short);
    expect(Number(await cookie(context, 'tokenExpiresAt'))).toBeGreaterThan(Date.now() / 1000 + 60);

    // a token that ran out while the app thought it had long (a tab that slept): the save meets
    // 'jwt expired', renews, and is made again
    const far = Math.floor(Date.now() / 1000) + 3600;
    const expired = await shortenToken(context, 1, far);
    await page.waitForTimeout(2_000);
    const failures: number[] = [];
    page.on('response', (r) => r.url().includes('/product/') && r.status() === 401 && failures.push(r.status()));
    await rename(page, 'Renewed Kush');
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    expect(await savedName()).toBe('Renewed Kush');
    expect(failures).toEqual([401]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await cookie(context, 'token')).not.toBe(expired);
    await context.close();
  });

  it('logs out when the session is over, and gives the form its input back after the next sign-in', async () => {
    const { context, page } = await onProductPage();
    const before = await savedName();
    // the token ran out and nothing can renew it: the refresh token is gone
    await shortenToken(context, -5, Math.floor(Date.now() / 1000) + 3600);
    await context.clearCookies({ name: 'refresh' });
    await rename(page, 'Kept Through Sign-In');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    // the session's end goes to the home page, where signing in brings the person back
    expect(new URL(page.url()).pathname).toBe(pages.home.href());
    expect(await savedName()).toBe(before);

    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('E-Mail').fill(member.email);
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/client/${company.id}/manageProduct/${productId}`);
    const name = page.getByRole('textbox', { name: 'Product Name' });
    await expect.poll(() => name.inputValue()).toBe('Kept Through Sign-In');
    expect(await name.isEditable()).toBe(true);
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    expect(await savedName()).toBe('Kept Through Sign-In');
    await context.close();
  });
});
