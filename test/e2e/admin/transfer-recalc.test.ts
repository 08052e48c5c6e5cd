import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { pickCompany, productRow } from '#test/support/admin-products';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany } from '#test/support/producers';

// The two background jobs in a real browser as the demo admin: "Move all products" on
// /admin/products (confirm, progress, result, a refusal) and /admin/recalc (start, watch it end),
// with axe and a phone and a desktop.

const { signedIn } = useBrowser();
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

describe('Move all products', () => {
  it('moves every product of one company to another after a confirmation, with its progress and result', async () => {
    const names = { a: `Panel From ${Date.now()}`, b: `Panel To ${Date.now()}` };
    const a = await freshCompany({ name: names.a });
    const b = await freshCompany({ name: names.b });
    for (let i = 0; i < 3; i++) await productRow(a.id, a.brands[0]!);
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/admin/products`);
    const panel = page.getByRole('region', { name: 'Move all products' });
    await pickCompany(panel, 'From company', names.a);
    await pickCompany(panel, 'To company', names.b);
    await panel.getByRole('button', { name: 'Move all products' }).click();
    const confirm = panel.getByRole('group', { name: 'Confirm the move' });
    await confirm.getByText(`Move every product of ${names.a} to ${names.b}?`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, move them' }).click();
    await panel.getByRole('status').getByText(`Moved 3 products from ${names.a} to ${names.b}.`).waitFor();
    expect(await panel.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // the table follows: the new owner has them
    await page.goto(`${base}/admin/products?f.producer=${b.id}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    await context.close();
  });

  it("shows the server's refusal: the same company on both sides", async () => {
    const name = `Panel Same ${Date.now()}`;
    await freshCompany({ name });
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/admin/products`);
    const panel = page.getByRole('region', { name: 'Move all products' });
    await pickCompany(panel, 'From company', name);
    await pickCompany(panel, 'To company', name);
    await panel.getByRole('button', { name: 'Move all products' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Yes, move them' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('Error Saving Entity. Rejection: the products already belong to this company');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('/admin/recalc', () => {
  it('is linked from the nav, starts a recalculation and shows each step until it is done', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/admin/products`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recalc' }).click();
    await page.getByRole('heading', { name: 'Recalculate', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start recalculation' }).click();
    // an earlier run's 'Done' shows until the server answers with the new one
    await page.getByRole('button', { name: 'Recalculation running' }).waitFor();
    await page.getByRole('status').getByText('Done: 4 of 4 steps.').waitFor();
    const steps = page.getByRole('list', { name: 'Steps done' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      expect.stringMatching(/^Company counts: \d+ companies and \d+ users counted$/),
      expect.stringMatching(/^Search index: \d+ products indexed$/),
      expect.stringMatching(/^Similar products: \d+ products with results$/),
      expect.stringMatching(/^Admin test table: \d+ test results$/),
    ]);
    await page.getByText(/^Started .* UTC, finished .* UTC$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a phone and a desktop, as does the transfer panel', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/admin/recalc`);
    const wide = await tooWide(page, () => page.getByRole('button', { name: /recalculation/i }).waitFor());
    await page.screenshot({ path: '/tmp/admin-recalc.png', fullPage: true });
    await page.goto(`${base}/admin/products`);
    const wideToo = await tooWide(page, () => page.getByRole('region', { name: 'Move all products' }).waitFor());
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: '/tmp/admin-transfer-phone.png' });
    expect([...wide, ...wideToo]).toEqual([]);
    await context.close();
  });
});
