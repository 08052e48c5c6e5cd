import { beforeAll, describe, expect, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { makeId } from '#infra/local/seed/demo-data';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, signInWithModal, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import { session } from '#test/support/session';

// The producer's side of distribution in a real browser, composed into the product pages: the
// product form's panel (choose, offer, the store's answers, Remove, Approve), the approval list on manageProducts, and
// bulk edit's Distribute, with axe and the phone and desktop layouts.

const { adult } = useBrowser();
// a demo dispensary other tests leave alone
const DISPENSARY = { id: makeId(2, 1), name: 'Fremont Green Room' };

type Member = Awaited<ReturnType<typeof memberOf>>;
let company: { id: string; brands: string[] };
let member: Member;
const products: { id: string; name: string }[] = [];

beforeAll(async () => {
  company = await freshCompany({ name: 'Panel Farms', brands: ['Panel Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  for (const name of ['Panel Haze', 'Panel Kush', 'Panel Gold']) {
    const r = await member.post(`/api/client/${company.id}/product`, {
      name,
      brand: company.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(r.status).toBe(200);
    products.push({ id: (r.body as { product: { _id: string } }).product._id, name });
  }
});

async function signedIn() {
  const { context, page } = await adult();
  await page.goto(`${base}/home`);
  await signInWithModal(page, member.email, member.password);
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ state: 'hidden' });
  return { context, page };
}

describe('distribution on the product pages', () => {
  it('offers a product to a store, which decides; then removes it and approves it again', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${base}/client/${company.id}/manageProduct/${products[0]!.id}`);
    const panel = page.getByRole('region', { name: 'Distribution' });
    await panel.waitFor();
    await panel.getByText(distributionMessages.noDistributions).waitFor();
    await panel.getByRole('button', { name: 'Add' }).click();
    await panel.getByText(distributionMessages.selectDispensary).waitFor();

    await panel.getByLabel('Dispensary', { exact: true }).fill('Fremont');
    await page.getByRole('option', { name: new RegExp(DISPENSARY.name) }).click();
    await panel.getByRole('button', { name: 'Add' }).click();
    await panel.getByText(distributionMessages.offerSent(DISPENSARY.name)).waitFor();
    const row = panel.getByRole('row', { name: new RegExp(DISPENSARY.name) });
    // the store's to accept: the producer may only withdraw it
    await row.getByText(distributionMessages.offeredToStore).waitFor();
    expect(await row.getByRole('button').allTextContents()).toEqual(['Withdraw']);
    expect(await seriousViolations(page)).toEqual([]);

    const store = await memberOf(base, { dispensaryUser: true, clientAssignment: DISPENSARY.id });
    const accepted = await store.post(
      `/api/client/${DISPENSARY.id}/distributions/products/${products[0]!.id}/setstatus/approved`,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await page.reload();
    await row.getByText('Approved').waitFor();
    await row.getByRole('button', { name: `Remove ${DISPENSARY.name}` }).click();
    await row.getByText('Denied').waitFor();
    await row.getByRole('button', { name: `Approve ${DISPENSARY.name}` }).click();
    await row.getByText('Approved').waitFor();
    const listed = await member.get(`/api/client/${company.id}/product/${products[0]!.id}/distribution`);
    expect((listed.body as { distributions: { status: string }[] }).distributions.map((d) => d.status)).toEqual([
      'approved',
    ]);

    // the store drops it: the producer sees the store's answer, and cannot put it back
    const dropped = await store.post(
      `/api/client/${DISPENSARY.id}/distributions/products/${products[0]!.id}/setstatus/denied`,
    );
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    await page.reload();
    await row.getByText(distributionMessages.declinedByStore).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await tooWide(page, () => panel.waitFor())).toEqual([]);
    await context.close();
  });

  it("lists a dispensary's request on manageProducts and approves it there", async () => {
    const demo = DEMO_ACCOUNTS.find((a) => a.role === 'dispensary')!;
    const dispensary = session(base);
    expect(
      (await dispensary.post('/api/authentication/signin', { email: demo.email, password: demo.password })).status,
    ).toBe(200);
    const asked = await dispensary.post(`/api/client/${makeId(2, 0)}/product/${products[1]!.id}/distribution`);
    expect(asked.status).toBe(200);

    const { context, page } = await signedIn();
    // the product's own panel shows the request Pending, readable (axe's colour contrast)
    await page.goto(`${base}/client/${company.id}/manageProduct/${products[1]!.id}`);
    const panel = page.getByRole('region', { name: 'Distribution' });
    await panel
      .getByRole('row', { name: /Capitol Hill/ })
      .getByText('Pending')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    const requests = page.getByRole('region', { name: 'Dispensary requests' });
    const row = requests.getByRole('row', { name: new RegExp(products[1]!.name) });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: new RegExp(`^Approve ${products[1]!.name} for`) }).click();
    await requests.getByText(distributionMessages.noRequests).waitFor();
    expect(await tooWide(page, () => requests.waitFor())).toEqual([]);
    await context.close();
  });

  it('distributes the selected products through bulk edit, asking for a dispensary first', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByRole('checkbox', { name: `Select ${products[2]!.name}` }).check();
    await page.getByRole('button', { name: 'Distribute', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Distribute products' });
    await dialog.getByRole('button', { name: 'Distribute' }).click();
    await dialog.getByText(distributionMessages.selectDispensary).waitFor();
    await dialog.getByLabel('Dispensary', { exact: true }).fill('Fremont');
    await page.getByRole('option', { name: new RegExp(DISPENSARY.name) }).click();
    await dialog.getByRole('button', { name: 'Distribute' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Success').first().waitFor();
    const listed = await member.get(`/api/client/${company.id}/product/${products[2]!.id}/distribution`);
    const entries = (
      listed.body as { distributions: { dispensary: { _id: string }; status: string; awaiting?: string }[] }
    ).distributions;
    // an offer, waiting for the store
    expect(entries.map((d) => [d.dispensary._id, d.status, d.awaiting])).toEqual([
      [DISPENSARY.id, 'pending', 'dispensary'],
    ]);
    await context.close();
  });
});
