import { beforeAll, describe, expect, it } from 'vitest';
import * as productMessages from '#shared/messages/client/products';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, signInWithModal, useBrowser } from '#test/support/pages';

// The products of the business client area in a real browser: the product form's modes and texts,
// the table with Show Deleted, the bulk edit with a result per row, the print queue, the admin's
// CSV upload, axe on each page and the phone and desktop layouts.

const { adult } = useBrowser();

type Member = Awaited<ReturnType<typeof memberOf>>;
let company: { id: string; brands: string[] };
let member: Member;
let admin: Member;

async function signedIn(who: Member) {
  const { context, page } = await adult();
  await page.goto(`${base}/home`);
  await signInWithModal(page, who.email, who.password);
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ state: 'hidden' });
  return { context, page };
}

const addProduct = (m: Member, name: string, over: Record<string, unknown> = {}) =>
  m.post(`/api/client/${company.id}/product`, {
    name,
    brand: company.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
    ...over,
  });

beforeAll(async () => {
  company = await freshCompany({ name: 'Browser Farms', brands: ['Browser Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  admin = await memberOf(base, { adminUser: true });
});

describe('the product form and the products table', () => {
  it('adds a product, shows it in view mode, cancels an edit back to the saved copy, and soft-deletes it after a confirm', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByRole('heading', { name: 'Manage Products', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('No products yet.').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Go Pro' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add a Product' }).click();
    await page.getByRole('heading', { name: 'Add a Product', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Strain' }).inputValue()).toBe('Not Available');
    const availability = page.getByRole('switch');
    expect(await availability.isDisabled()).toBe(true);
    expect(await page.getByText(productMessages.selectTestResult).isVisible()).toBe(true);
    // the company's one brand is chosen already
    await expect.poll(() => page.getByRole('combobox', { name: 'Brand Name' }).inputValue()).toBe('Browser Brand');
    await page.getByRole('button', { name: 'Save Product' }).click();
    for (const text of [productMessages.categoryRequired, productMessages.typeRequired])
      await page.getByText(text).waitFor();
    expect(await page.getByText(productMessages.brandRequired).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Product Name' }).fill('Browser Kush');
    await page.getByRole('combobox', { name: 'Product Category' }).click();
    await page.getByRole('option', { name: 'Flower' }).click();
    await page.getByRole('combobox', { name: 'Product Type' }).click();
    await page.getByRole('option', { name: 'Greenhouse' }).click();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/client/${company.id}/manageProduct/[0-9a-f]{24}$`));
    expect(await page.getByRole('heading', { name: 'Browser Kush', level: 1 }).isVisible()).toBe(true);
    // view mode heads the facts with the product's status and its public page (no stamp without a tested lot)
    const summary = page.getByRole('group', { name: 'Product summary' });
    await summary.getByText('Unavailable', { exact: true }).waitFor();
    await summary.getByText(/^No cannastamp yet/).waitFor();
    expect(await summary.getByRole('link', { name: 'View the public page' }).getAttribute('href')).toMatch(
      /^\/product\/[0-9a-f]{24}$/,
    );

    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByRole('textbox', { name: 'Product Name' }).fill('Not Kept');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Product Name' }).inputValue()).toBe('Browser Kush');

    await page.getByRole('button', { name: 'Delete Product' }).click();
    await page.getByRole('dialog', { name: 'Delete Product' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This product is deleted.').waitFor();
    expect(await page.getByRole('button', { name: 'Delete Product' }).count()).toBe(0);

    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByText('No products yet.').waitFor();
    await page.getByRole('switch', { name: 'Show Deleted' }).click({ force: true });
    const row = page.getByRole('row', { name: /Browser Kush/ });
    await row.waitFor();
    expect(await row.getAttribute('data-deleted')).toBe('true');
    expect(await row.getByText('Deleted').isVisible()).toBe(true);
    await context.close();
  });

  it("sets a product's MSRP, keeps it through an edit that leaves it alone, and removes it when emptied", async () => {
    const made = await addProduct(member, 'Priced Haze', { msrp: 24.5 });
    const id = made.body.product._id as string;
    const msrp = async () =>
      (await member.get(`/api/client/${company.id}/product/getById/${id}`)).body.product.msrp as number | undefined;
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProduct/${id}`);
    const field = page.getByRole('textbox', { name: 'MSRP' });
    await expect.poll(() => field.inputValue()).toBe('$24.5');
    expect(await field.getAttribute('readonly')).not.toBeNull();
    // the view's public read must have finished: Edit unmounts the summary, which cancels a read in
    // flight, and the summary shown again after the save would then read it afresh
    await page.getByText(/^No cannastamp yet/).waitFor();

    await page.getByRole('button', { name: 'Edit Product' }).click();
    await field.fill('1234.56');
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) calls.push(`${r.method()} ${pathname}`);
    });
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    // the save's answer is the product: nothing the page shows is read again (its option lists neither)
    expect(calls).toEqual([`PUT /api/client/${company.id}/product/${id}`]);
    await expect.poll(msrp).toBe(1234.56);
    expect(await field.inputValue()).toBe('$1,234.56');

    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByRole('textbox', { name: 'Short Description' }).fill('A price kept');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    await expect
      .poll(
        async () => (await member.get(`/api/client/${company.id}/product/getById/${id}`)).body.product.shortDescription,
      )
      .toBe('A price kept');
    expect(await msrp()).toBe(1234.56);

    await page.getByRole('button', { name: 'Edit Product' }).click();
    await field.fill('');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    await expect.poll(msrp).toBeUndefined();
    expect(await field.inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('bulk-edits the selected products with a result per row, and asks for a selection first', async () => {
    for (const name of ['Bulk One', 'Bulk Two', 'Bulk Three'])
      expect((await addProduct(member, name)).status).toBe(200);
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByRole('row', { name: /Bulk Three/ }).waitFor();
    await page.getByRole('button', { name: 'Set Unavailable' }).click();
    await page.getByText(productMessages.selectProduct).waitFor();

    for (const name of ['Bulk One', 'Bulk Two', 'Bulk Three'])
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Set Available' }).click();
    const results = page.getByRole('table', { name: 'Bulk edit results' });
    await page.getByText('3 of 3 done, 3 failed').waitFor();
    expect(await results.getByText(`Failed: ${productMessages.selectTestResult}`).count()).toBe(3);

    // a finished run clears the selection
    await page.getByText('0 selected').waitFor();
    for (const name of ['Bulk One', 'Bulk Two']) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete products' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 of 2 done').waitFor();
    expect(await results.getByText('Success').count()).toBe(2);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Products' })
          .getByRole('row', { name: /Bulk One/ })
          .count(),
      )
      .toBe(0);
    expect(
      await page
        .getByRole('table', { name: 'Products' })
        .getByRole('row', { name: /Bulk Three/ })
        .count(),
    ).toBe(1);

    // the print queue keeps its choice across a reload
    await page.getByRole('checkbox', { name: 'Queue Bulk Three for product cards' }).check();
    await page.reload();
    const queue = page.getByRole('region', { name: 'Print queue' });
    await queue.getByText('Bulk Three').waitFor();
    expect(await queue.getByText('1 product queued').isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the rows where they were after a bulk edit, though the list puts the edited ones first', async () => {
    for (const name of ['Order A', 'Order B', 'Order C']) expect((await addProduct(member, name)).status).toBe(200);
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    const names = async () =>
      (
        await page.getByRole('table', { name: 'Products' }).locator('tbody tr td:nth-child(2) a').allTextContents()
      ).filter((n) => n.startsWith('Order'));
    await expect.poll(names).toEqual(['Order C', 'Order B', 'Order A']);
    await page.getByRole('checkbox', { name: 'Select Order A' }).check();
    await page.getByRole('button', { name: 'Set Unavailable' }).click();
    await page.getByText('1 of 1 done').waitFor();
    expect(await page.getByRole('table', { name: 'Bulk edit results' }).getByText('Success').count()).toBe(1);
    // the table read again after the edit, its rows in the order they were shown
    await page.waitForLoadState('networkidle');
    expect(await names()).toEqual(['Order C', 'Order B', 'Order A']);
    expect(await seriousViolations(page)).toEqual([]);
    // a new visit lists newest change first, as the spec says: the edited row is now on top
    await page.reload();
    await expect.poll(names).toEqual(['Order A', 'Order C', 'Order B']);
    await context.close();
  });

  it("lets an admin upload a CSV of products, 3 at a time, each row's result shown, the failed ones retried", async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    await page.getByRole('heading', { name: 'CSV product upload' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download the CSV template' }).getAttribute('download')).toBe(
      'product-upload-template.csv',
    );
    const csv = [
      'name,brandName,productCategory,productType,strain,tracabilityParentLotId,tracabilitySampleLotId,producer',
      `CSV Haze,Browser Brand,Flower,Indoor,Blue Dream,PL-1,SL-1,ffffffffffffffffffffffff`,
      `CSV Gummy,Browser Brand,Edible,Gummy,,PL-2,SL-2,`,
      `CSV Orphan,No Such Brand,Flower,Indoor,OG Kush,PL-3,SL-3,`,
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('3 of 3 done, 1 failed').waitFor();
    const results = page.getByRole('table', { name: 'CSV upload results' });
    expect(await results.getByRole('row', { name: /CSV Haze Blue Dream PL-1 SL-1 Success/ }).count()).toBe(1);
    expect(await results.getByRole('row', { name: /CSV Gummy Not Available PL-2 SL-2 Success/ }).count()).toBe(1);
    expect(await results.getByText(`Failed: ${productMessages.brandRequired}`).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // the retry sends the failed row again: still failing, and the good rows are not doubled
    await page.getByRole('button', { name: 'Retry 1 failed row' }).click();
    await page.getByText('3 of 3 done, 1 failed').waitFor();
    const listed = await member.get(`/api/client/${company.id}/products?limit=100`);
    const names = listed.body.products.map((p: { name: string; producer: string }) => p.name);
    // the rows run 3 at a time, so either good row may have been saved last
    expect(names.filter((n: string) => n.startsWith('CSV ')).sort()).toEqual(['CSV Gummy', 'CSV Haze']);
    expect(new Set(listed.body.products.map((p: { producer: string }) => p.producer))).toEqual(new Set([company.id]));
    await context.close();
  });

  it('fits a 375 px phone and a 1280 px desktop', async () => {
    const made = (await addProduct(member, 'Layout Product With A Long Name')).body.product;
    const { context, page } = await signedIn(member);
    const wide: string[] = [];
    for (const { width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      for (const path of ['manageProducts', `manageProduct/${made._id}`, 'addProduct']) {
        await page.goto(`${base}/client/${company.id}/${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scroll > width) wide.push(`${path} at ${width}: ${scroll} px`);
      }
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});
