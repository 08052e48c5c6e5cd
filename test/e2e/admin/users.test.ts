import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages/admin/users';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import * as commonMessages from '#shared/messages/common';
import { newId } from '#lib/base/ids';
import { storedItem } from '#test/support/table';
import { userKey } from '#lib/users/keys';

// /admin/users in a real browser as the demo admin: the count, the CSV, a role toggle saved from
// the keyboard, the delete block shown as the server words it, axe, a phone and a desktop.

const { signedIn } = useBrowser();

const signedInAdmin = () => signedIn(DEMO_ACCOUNTS.find((x) => x.role === 'admin')!);

const stored = async (id: string) => await storedItem(userKey(id));

describe('/admin/users', () => {
  it('shows the count and the newest users, toggles a role from the keyboard, and passes axe', async () => {
    const user = await memberOf(base, { firstName: 'Toggle' });
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/users`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByText(/^\d+ users$/).waitFor();
    const toggle = page.getByRole('checkbox', { name: `Review: ${user.email}` });
    await toggle.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await stored(user.userId))?.serviceReview).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await context.close();
  });

  it("downloads the CSV and shows the server's delete block", async () => {
    const business = await memberOf(base, { processorUser: true });
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/users`);
    await page.getByRole('button', { name: `Delete ${business.email}` }).waitFor();
    // the browser's own boxes are gone: one would stop the page here
    const boxes: string[] = [];
    page.on('dialog', (d) => {
      boxes.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${business.email}` }).click();
    // the app's own question, Cancel first; cancelling deletes nothing
    const ask = page.getByRole('dialog', { name: 'Delete this user?' });
    await ask.getByText(`Delete ${business.email}? This cannot be undone.`).waitFor();
    expect(await ask.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${business.email}` }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    // the server's block, under the row's button
    await page.getByRole('alert').filter({ hasText: messages.deleteBlockedRole }).waitFor();
    expect(boxes).toEqual([]);
    expect(await stored(business.userId)).toBeDefined();
    const download = page.waitForResponse((r) => r.url().includes('/api/admin/getUserCsv'));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const answer = await (await download).json();
    expect(new URL(answer.link).pathname).toMatch(/\/cannastamp-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await fetch(answer.link)).text();
    expect(csv.split('\r\n')[0]).toMatch(/^_id,email,firstName,lastName/);
    expect(csv).toContain(business.email);
    await context.close();
  });

  it('searches by name, e-mail or company, names each company, and remembers the columns chosen', async () => {
    const token = `Qz${newId().slice(-8)}`;
    const company = await freshCompany({ name: `Searchable ${token} Farms` });
    const member = await memberOf(base, { firstName: 'Pat', clientAssignment: company.id, processorUser: true });
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/users`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Search users' }).fill(`${token.toLowerCase()} farms`);
    await expect.poll(() => new URL(page.url()).searchParams.get('f.q')).toBe(`${token.toLowerCase()} farms`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    // the company by its name, linked to its products
    const link = page
      .getByRole('row', { name: new RegExp(member.email) })
      .getByRole('link', { name: `Searchable ${token} Farms` });
    expect(await link.getAttribute('href')).toBe(`/client/${company.id}/manageProducts`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Search users' }).fill(`${token}-nobody`);
    await page.getByText('No user matches the search.').waitFor();
    // a search the server refuses says why, in words
    await page.goto(`${base}/admin/users?f.q=x`);
    await page.getByRole('alert').getByText(`Search: ${commonMessages.searchTooShort}`).waitFor();
    // the binder count waits behind the column chooser; shown, it stays shown after a reload
    await page.goto(`${base}/admin/users?f.q=${member.email}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Binder items' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Binder items' }).check();
    await page.getByRole('columnheader', { name: 'Binder items' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('columnheader', { name: 'Binder items' }).waitFor();
    // a saved toggle says so beside it
    await page.getByRole('checkbox', { name: `Review: ${member.email}` }).check();
    await page
      .getByRole('row', { name: new RegExp(member.email) })
      .getByRole('status')
      .filter({ hasText: 'Saved' })
      .first()
      .waitFor();
    await expect.poll(async () => (await stored(member.userId))?.serviceReview).toBe(true);
    await context.close();
  });

  it('fits a phone and a desktop', async () => {
    const { context, page } = await signedInAdmin();
    await page.goto(`${base}/admin/users`);
    const wide = await tooWide(page, () => expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0));
    await page.screenshot({ path: '/tmp/admin-people-users-desktop.png', fullPage: true });
    expect(wide).toEqual([]);
    await context.close();
  });
});
