import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages/admin/users';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { memberOf } from '#test/support/producers';
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
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: `Delete ${business.email}` }).click();
    await expect.poll(() => dialogs.at(-1)).toBe(messages.deleteBlockedRole);
    expect(await stored(business.userId)).toBeDefined();
    const download = page.waitForResponse((r) => r.url().includes('/api/admin/getUserCsv'));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const answer = await (await download).json();
    const csv = await (await fetch(answer.link)).text();
    expect(csv.split('\r\n')[0]).toMatch(/^_id,email,firstName,lastName/);
    expect(csv).toContain(business.email);
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
