import { beforeAll, describe, expect, it } from 'vitest';
import * as kioskMessages from '#shared/messages/client/kiosk-settings';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { storedItem } from '#test/support/table';
import { clientPartition } from '#lib/clients/keys';
import { setClient } from '#test/support/data/clients';

// Manage Your Kiosk in a real browser: Save disabled until a setting changes, the PIN's message,
// 'Settings saved' going away by itself, 'There was an error' with the cause, the Go Pro prompt
// without Pro; axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const setPro = (clientId: string, on: boolean) =>
  setClient(clientId, { premiumEnabled: on, premiumLevel: on ? 'pro' : 'free' });

let shop: { id: string };
let clerk: Member;
beforeAll(async () => {
  shop = await freshCompany({ type: 'dispensary', name: 'Kiosk Browser Shop' });
  clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
});

describe('Manage Your Kiosk', () => {
  it('shows the Go Pro prompt, and no side-menu entry, without Pro', async () => {
    await setPro(shop.id, false);
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/kiosk/settings`);
    await page.getByRole('heading', { name: 'Manage Your Kiosk', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Go Pro for your Sales Kiosk' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Company' });
    expect(await menu.getByRole('link', { name: 'Kiosk Settings' }).count()).toBe(0);
    // the storefront itself wears the demo label without Pro
    expect(await menu.getByRole('link', { name: 'Sales Kiosk' }).getAttribute('href')).toBe(`/whitelabel/${shop.id}`);
    await context.close();
  });

  it('saves the cart and a PIN once changed, refuses a bad PIN, and reports a failure with its cause', async () => {
    await setPro(shop.id, true);
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/kiosk/settings`);
    await page.getByLabel('Kiosk PIN').waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Kiosk Settings' }).count(),
    ).toBe(1);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Kiosk PIN').fill('12a');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText(kioskMessages.invalidPin).waitFor();

    await page.getByLabel('Kiosk PIN').fill('2468');
    await page.getByRole('switch', { name: 'Cart enabled' }).check();
    await save.click();
    const saved = page.getByRole('status').filter({ hasText: kioskMessages.saved });
    await saved.waitFor();
    expect(await save.isDisabled()).toBe(true);
    // the notice goes by itself
    await saved.waitFor({ state: 'hidden' });
    const pin = { Item: await storedItem({ pk: clientPartition(shop.id), sk: 'KIOSKPIN' }) };
    expect(pin.Item?.hash).toMatch(/^scrypt\$/);
    // the page now offers a new PIN, never shows the one set
    await page.getByLabel('New kiosk PIN').waitFor();
    expect(await page.getByLabel('New kiosk PIN').inputValue()).toBe('');
    expect(await page.getByRole('switch', { name: 'Cart enabled' }).isChecked()).toBe(true);

    // Pro ends meanwhile: the save fails with the server's reason
    await setPro(shop.id, false);
    await page.getByLabel('Remove the PIN').check();
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${kioskMessages.failed}: ${kioskMessages.proOnly}` })
      .waitFor();
    await setPro(shop.id, true);

    expect(await tooWide(page, () => page.getByLabel('New kiosk PIN').waitFor())).toEqual([]);
    await context.close();
  });

  it('edits the signup categories of a company running loyalty: the schema words, saved, kept', async () => {
    await setPro(shop.id, true);
    await setClient(shop.id, { loyaltyEnabled: true });
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/kiosk/settings`);
    await page.getByRole('heading', { name: kioskMessages.categoriesTitle, level: 2 }).waitFor();
    const saveCategories = page.getByRole('button', { name: 'Save categories' });
    expect(await saveCategories.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add a category' }).click();
    await saveCategories.click();
    await page.getByRole('alert').filter({ hasText: 'Give the category a title.' }).waitFor();

    const first = page.getByRole('group', { name: 'Category 1' });
    await first.getByLabel('Title').fill('Flower Drops');
    await first.getByLabel('Text').fill('New strains the day they land.');
    await page.getByRole('button', { name: 'Add a category' }).click();
    const second = page.getByRole('group', { name: 'Category 2' });
    // a title of its own, whatever its case
    await second.getByLabel('Title').fill('flower drops');
    await saveCategories.click();
    await page.getByRole('alert').filter({ hasText: 'Each category needs a title of its own.' }).waitFor();
    await second.getByLabel('Title').fill('Events');
    await saveCategories.click();
    await page.getByRole('status').filter({ hasText: kioskMessages.categoriesSaved }).waitFor();
    expect(await saveCategories.isDisabled()).toBe(true);

    await page.reload();
    await page.getByRole('group', { name: 'Category 2' }).waitFor();
    expect(await page.getByRole('group', { name: 'Category 1' }).getByLabel('Title').inputValue()).toBe('Flower Drops');
    await page.getByRole('button', { name: 'Remove category 2' }).click();
    await saveCategories.click();
    await page.getByRole('status').filter({ hasText: kioskMessages.categoriesSaved }).waitFor();
    const stored = { Item: await storedItem({ pk: clientPartition(shop.id), sk: 'SIGNUPCATEGORIES' }) };
    expect(stored.Item?.categories).toEqual([{ title: 'Flower Drops', text: 'New strains the day they land.' }]);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByRole('group', { name: 'Category 1' }).waitFor())).toEqual([]);
    await context.close();
  });
});
