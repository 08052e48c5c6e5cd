import { describe, expect, it } from 'vitest';
import * as clientMessages from '#shared/messages/admin/clients';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { storedItem, useLocalTable } from '#test/support/table';
import { freshCompany, memberOf } from '#test/support/producers';
import * as proMessages from '#shared/messages/client/pro';
import { putProRequest } from '#lib/clients/store/pro-requests';
import { newId } from '#lib/base/ids';
import { clientKey } from '#lib/clients/keys';

// /admin/addclient and /admin/clients in a real browser as the demo admin: a new client lands on
// the list, the name filter finds it from the address, the premium level and COA limit save, the
// messaging credentials show only as set, a Pro request approved and another declined (which the
// company then reads on its Pro page), axe, a phone and a desktop.

const { signedIn } = useBrowser();

const signedInAdmin = () => signedIn(DEMO_ACCOUNTS.find((x) => x.role === 'admin')!);

const stored = async (id: string) => await storedItem(clientKey(id));

describe('/admin/clients', () => {
  it('adds a client, lands on the list, finds it by name and saves its settings', async () => {
    const name = `Browser Client ${Date.now().toString(36)}`;
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/addclient`);
    await page.getByRole('heading', { name: 'Add a client' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Type').selectOption('dispensary');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/entity'));
    await page.getByRole('button', { name: 'Save' }).click();
    const id = (await (await created).json()).entity._id as string;
    await page.waitForURL(`${base}/admin/clients`);
    await page.getByLabel('Company name').fill(name.slice(8));
    await expect.poll(() => new URL(page.url()).searchParams.get('f.name')).toBe(name.slice(8));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // the row is saved with the version it was read at, so the next control waits for the list's reread
    const reread = page.waitForResponse((r) => r.url().includes('/api/admin/entitys?') && r.status() === 200);
    await page.getByLabel(`Premium level of ${name}`).selectOption('pro');
    await reread;
    await expect.poll(async () => (await stored(id))?.premiumEnabled).toBe(true);
    await page.getByLabel(`COA monthly limit of ${name}`).fill('150');
    await page.getByRole('checkbox', { name: `COA service of ${name}` }).check();
    await page.getByRole('button', { name: `Save the COA settings of ${name}` }).click();
    await expect
      .poll(async () => (await stored(id))?.coaDataEntryService)
      .toEqual({ enabled: true, serviceLimit: 150 });
    await page.getByRole('button', { name: `Edit messaging of ${name}` }).click();
    // a number the API would refuse is said at its field, in the API's words, and nothing is sent
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().includes('/messaging') && sent.push(r.url())));
    await page.getByLabel(/Phone number/).fill('12345');
    await page.getByRole('button', { name: 'Save messaging' }).click();
    await page.getByText(clientMessages.phoneInvalid).waitFor();
    expect(sent).toEqual([]);
    await page.getByLabel(/Phone number/).fill('+12065550100');
    await page.getByLabel(/Auth token/).fill('browser-secret-token');
    await page.getByLabel('Loyalty enabled').check();
    await page.getByRole('button', { name: 'Save messaging' }).click();
    await page.getByText('Loyalty on; phone set, account not set, token set').waitFor();
    expect(await page.content()).not.toContain('browser-secret-token');
    expect((await stored(id))?.loyaltyEnabled).toBe(true);
    await context.close();
  });

  it("sets a company's admin user picked by name or e-mail, never a typed id", async () => {
    const token = `Qz${newId().slice(-8)}`;
    const name = `Picker Farms ${token}`;
    const company = await freshCompany({ name });
    const owner = await memberOf(base, { firstName: token, lastName: 'Owner' });
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/clients?f.name=${encodeURIComponent(name)}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const picker = page.getByRole('combobox', { name: `Admin user of ${name}` });
    await picker.fill(token.toLowerCase());
    const option = page.getByRole('option', { name: `${owner.email} · ${token} Owner` });
    await option.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await option.click();
    await page.getByRole('button', { name: `Set the admin user of ${name}` }).click();
    await expect.poll(async () => (await stored(company.id))?.adminUser).toBe(owner.userId);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('status')
      .filter({ hasText: 'Saved' })
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText(owner.email, { exact: true })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a phone and a desktop', async () => {
    // a company's name and a Pro request are whatever was typed: a long word must wrap, not widen the page
    useLocalTable();
    const name = `Long${'n'.repeat(60)} Farms`;
    const company = await freshCompany({ name });
    await putProRequest(
      {
        clientId: company.id,
        clientName: name,
        clientType: 'producer',
        plan: 'coaPro',
        requestedBy: newId(),
        email: `${'a'.repeat(90)}@test.cannastamp.test`,
        note: 'b'.repeat(600),
      },
      new Date().toISOString(),
    );
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/clients`);
    const wide = await tooWide(page, () => expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0));
    await page.screenshot({ path: '/tmp/admin-people-clients-desktop.png', fullPage: true });
    expect(wide).toEqual([]);
    // at 1280 every column fits: the table does not scroll, and each row's products link is in view
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = page.getByRole('region', { name: 'Every company, by last change' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const links = page.getByRole('link', { name: /^Manage products of / });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    // the seeded companies have their admin users: the demo producer runs the first producer
    await page.goto(`${base}/admin/clients?f.name=Evergreen`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByText('producer@demo.cannastamp.test', { exact: true }).first().waitFor();
    await context.close();
  });

  it('answers Pro requests from the list, and the company reads the answers on its Pro page', async () => {
    const name = `Browser Pro Shop ${Date.now().toString(36)}`;
    const shop = await freshCompany({ type: 'dispensary', name });
    const clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
    for (const plan of ['loyaltyPlus', 'pro'])
      expect((await clerk.post(`/api/client/${shop.id}/pro/request`, { plan })).status).toBe(200);

    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/clients`);
    const requests = page.getByRole('region', { name: 'Pro requests' });
    await requests.getByRole('button', { name: `Approve ${name}'s request for Pro` }).click();
    await requests
      .getByText(/^Approved on /)
      .first()
      .waitFor();
    await expect.poll(async () => (await stored(shop.id))?.premiumLevel).toBe('pro');

    await requests.getByRole('button', { name: `Decline ${name}'s request for Loyalty+` }).click();
    const reason = requests.getByLabel(`Reason for declining ${name}'s request for Loyalty+ (optional)`);
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await reason.fill('Loyalty+ needs a messaging number first: call us.');
    expect(await seriousViolations(page)).toEqual([]);
    await requests.getByRole('button', { name: 'Decline the request' }).click();
    await requests.getByText('Declined on', { exact: false }).first().waitFor();
    await context.close();

    const company = await signedIn(clerk);
    await company.page.goto(`${base}/client/${shop.id}/premium/signup`);
    await company.page.getByText(proMessages.requestApproved('Pro')).waitFor();
    await company.page
      .getByText(proMessages.requestDeclined('Loyalty+', 'Loyalty+ needs a messaging number first: call us.'))
      .waitFor();
    await company.page.getByText(`${name} is on Pro.`).waitFor();
    expect(await seriousViolations(company.page)).toEqual([]);
    await company.context.close();
  });
});
