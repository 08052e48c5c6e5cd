import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { base, signUpConsumer, useBrowser } from '#test/support/pages';

const { adult, signedIn } = useBrowser();

const signedInAs = (role: 'dispensary' | 'producer') => signedIn(DEMO_ACCOUNTS.find((x) => x.role === role)!);

describe("the product page's add-to-favorites link", () => {
  it('asks a visitor to sign in, and takes a consumer to the Rate & Save grid', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('link', { name: 'Add to favorites' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');

    await signUpConsumer(page, 'favorites-link');
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('link', { name: 'Add to favorites' }).click();
    expect(page.url()).toBe(`${base}/product/${demo.blueDream}#rate-and-save`);
    // the keyboard lands in Rate & Save: focus is on the section, whatever the grid's saved state does meanwhile
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#rate-and-save'))).toBe(true);
    await context.close();
  });

  it('opens the dispensary product-signup for a dispensary user, whose request waits for the producer', async () => {
    const product = buildDemoData().products.filter((p) => p.active)[11]!;
    const { context, page } = await signedInAs('dispensary');
    await page.goto(`${base}${product.cleanUrl}`);
    // a dispensary keeps no favourites: no Rate & Save grid, the link opens the dispensary's tool
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.getByRole('region', { name: 'Rate & Save' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Add to favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carry this product' });
    await dialog.getByText(`Ask ${product.brand.name} to add ${product.name}`).waitFor();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: `Request sent. ${product.brand.name} will approve it in their business area.` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // asked again, the page says it is waiting, and nothing new is recorded
    await page.getByRole('link', { name: 'Add to favorites' }).click();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByRole('status').filter({ hasText: 'You have already asked for this product' }).waitFor();
    await context.close();
  });

  it('is not there for a processor, who keeps no favourites', async () => {
    const { context, page } = await signedInAs('producer');
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('heading', { level: 1, name: 'Blue Dream' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add to favorites' }).count()).toBe(0);
    await context.close();
  });
});
