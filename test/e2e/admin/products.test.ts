import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { pickCompany, productRow } from '#test/support/admin-products';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { productKey } from '#lib/products/keys';
import { setProduct } from '#test/support/data/products';

// /admin/products in a real browser as the demo admin: the shared table (sorting, the owner
// filter and paging in the address, axe, the keyboard, a phone and a desktop), the per-row owner
// change and its refusal, and the admin gate sending anyone else to /goodbye.

const { adult, signedIn } = useBrowser();
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

const producerOf = async (id: string) => (await storedItem(productKey(id)))?.producer as string;

describe('/admin/products', () => {
  it('shows every product in the shared table, its sort and paging in the address, usable from the keyboard', async () => {
    const { context, page } = await signedIn(account('admin'));
    await page.goto(`${base}/admin/products`);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    const updated = page.getByRole('columnheader', { name: 'Updated' });
    expect(await updated.getAttribute('aria-sort')).toBe('descending');
    expect(await seriousViolations(page)).toEqual([]);
    // the header's button from the keyboard: oldest first, in the address
    await updated.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('dir')).toBe('asc');
    await expect.poll(() => updated.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
    await page.getByText('Page 2').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull();
    await context.close();
  });

  it("filters by owner from a shared address, moves a product, and shows the server's refusal", async () => {
    const names = { a: `Browser Owner A ${Date.now()}`, b: `Browser Owner B ${Date.now()}` };
    const a = await freshCompany({ name: names.a });
    const b = await freshCompany({ name: names.b });
    const p = await productRow(a.id, a.brands[0]!);
    const q = await productRow(a.id, a.brands[0]!);
    const { context, page } = await signedIn(account('admin'));
    // a bookmarked, filtered page opens filtered, the owner named in its picker
    await page.goto(`${base}/admin/products?f.producer=${a.id}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => page.getByRole('combobox', { name: 'Filter by Owner' }).inputValue()).toBe(names.a);
    // a row's new owner is found by its name
    await expect.poll(() => page.getByRole('combobox', { name: `New owner of ${p.name}` }).inputValue()).toBe(names.a);
    await pickCompany(page, `New owner of ${p.name}`, names.b);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Move ${p.name}` }).click();
    await expect.poll(() => producerOf(p._id)).toBe(b.id);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    // the other product changes under the page: the move is refused with the spec's words
    await setProduct(q._id, { updatedAt: new Date(Date.now() + 1000).toISOString() });
    await pickCompany(page, `New owner of ${q.name}`, names.b);
    await page.getByRole('button', { name: `Move ${q.name}` }).click();
    // said under the row's control, not in a browser box
    await page
      .getByRole('alert')
      .filter({ hasText: /^Error Saving Entity\. Rejection: / })
      .waitFor();
    expect(await producerOf(q._id)).toBe(a.id);
    // the owner filter from the page itself
    await pickCompany(page, 'Filter by Owner', names.b);
    await expect.poll(() => new URL(page.url()).searchParams.get('f.producer')).toBe(b.id);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await context.close();
  });

  it('fits a phone and a desktop', async () => {
    const { context, page } = await signedIn(account('admin'));
    await page.goto(`${base}/admin/products`);
    const wide = await tooWide(page, () => expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0));
    await page.screenshot({ path: '/tmp/admin-tables-products-desktop.png', fullPage: true });
    expect(wide).toEqual([]);
    await context.close();
  });
});

describe('the admin gate', () => {
  for (const role of ['consumer', 'producer', 'data entry'])
    it(`logs a ${role} out and sends them to /goodbye`, async () => {
      const { context, page } = await signedIn(account(role));
      await page.goto(`${base}/admin/products`);
      await page.waitForURL(`${base}/goodbye`);
      await page.getByRole('heading', { name: 'Goodbye' }).waitFor();
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'user')).toBe(false);
      await context.close();
    });

  it('sends someone signed out to /goodbye', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/admin/products`);
    await page.waitForURL(`${base}/goodbye`);
    await context.close();
  });
});
