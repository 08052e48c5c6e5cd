import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { uniqueEmail, uniqueIp } from '#test/support/session';
import { base, mainNav, signUpConsumer, useBrowser } from '#test/support/pages';
import { shortenToken } from '#test/support/tokens';

const { adult, signedIn } = useBrowser();
const PASSWORD = 'Heart-Tap-Consumer-21!';

const signedInAs = (role: 'dispensary' | 'producer') => signedIn(DEMO_ACCOUNTS.find((x) => x.role === role)!);
const product = buildDemoData().products.filter((p) => p.active && p.latestLot)[7]!;

/** The signed-in caller's items for the product, as the API holds them: usage → rating. */
async function stored(page: Page, productId = product._id) {
  const r = await page.request.post(`${base}/api/consumer/user/product/${productId}/binder`, {
    headers: { origin: base },
  });
  expect(r.status()).toBe(200);
  const { items } = (await r.json()) as { items: { usage: string; rating: number }[] };
  return Object.fromEntries(items.map((i) => [i.usage, i.rating]));
}

/** Opens the product page and waits until the caller's saved items have been read. */
async function openProduct(page: Page, signedInNow: boolean) {
  const read = signedInNow
    ? page.waitForResponse((r) => r.url().endsWith(`/api/consumer/user/product/${product._id}/binder`))
    : undefined;
  await page.goto(`${base}${product.cleanUrl}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await read;
}

/** An account that exists but is not signed in in `page`'s context: made from a context of its own. */
async function accountElsewhere(tag: string) {
  const { context, page } = await adult();
  const email = uniqueEmail(tag);
  const r = await page.request.post(`${base}/api/authentication/signup`, {
    data: { email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(r.status()).toBe(200);
  await context.close();
  return email;
}

const heart = (page: Page, saved: boolean) =>
  page.getByRole('button', { name: saved ? 'Saved to favorites' : 'Add to favorites', exact: true });

describe("the product page's heart and one-tap ratings", () => {
  for (const screen of SCREENS)
    it(`saves with one tap, removes with the second and undoes it; a thumb saves at once (${screen.name})`, async () => {
      const { context, page } = await adult({ viewport: { width: screen.width, height: screen.height } });
      await signUpConsumer(page, `heart-${screen.name}`, PASSWORD);
      await openProduct(page, true);

      await heart(page, false).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${product.name} is saved in your favorites.` })
        .waitFor();
      await heart(page, true).waitFor();
      expect(await stored(page)).toEqual({ Other: 0 });

      // one tap on a thumb saves it: the activity goes to view, and Change has the keyboard's focus
      const rate = page.getByRole('region', { name: 'Rate & Save' });
      const relaxing = rate.getByRole('listitem', { name: 'Relaxing' });
      await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).focus();
      await page.keyboard.press('Enter');
      await relaxing.getByRole('button', { name: 'Change Relaxing' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change Relaxing');
      expect(await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await rate.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await stored(page)).toEqual({ Other: 0, Relaxing: 1 });
      // a rated activity opens again by double-click, and one tap changes it
      await relaxing.dblclick();
      await relaxing.getByRole('button', { name: 'Relaxing: thumbs down' }).click();
      await relaxing.getByRole('button', { name: 'Change Relaxing' }).waitFor();
      expect(await stored(page)).toEqual({ Other: 0, Relaxing: -1 });

      // the second tap takes it out, ratings and all, and says so with an Undo
      await heart(page, true).click();
      const notice = page.getByRole('status').filter({ hasText: `${product.name} was removed from your favorites.` });
      await notice.waitFor();
      await heart(page, false).waitFor();
      expect(await stored(page)).toEqual({});
      expect(await relaxing.getByRole('button', { name: 'Relaxing: thumbs down' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);

      await notice.getByRole('button', { name: 'Undo' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${product.name} is back in your favorites.` })
        .waitFor();
      await heart(page, true).waitFor();
      await relaxing.getByRole('button', { name: 'Change Relaxing' }).waitFor();
      expect(await stored(page)).toEqual({ Other: 0, Relaxing: -1 });
      await context.close();
    });

  it('takes a visitor who taps the heart through sign-in and back to the product, saved', async () => {
    const email = await accountElsewhere('heart-visitor');
    const { context, page } = await adult();
    await openProduct(page, false);
    await heart(page, false).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    // back on the product (not My Favorites), and the heart's tap is done
    await heart(page, true).waitFor();
    expect(new URL(page.url()).pathname).toBe(product.cleanUrl);
    expect(await stored(page)).toEqual({ Other: 0 });
    await context.close();
  });

  it('takes a visitor who taps a thumb through sign-up and back to the product, rated', async () => {
    const { context, page } = await adult();
    await openProduct(page, false);
    await page.getByRole('button', { name: 'Sleeping: thumbs down' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('E-Mail').fill(uniqueEmail('thumb-signup'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.route('**/api/authentication/signup', (r) =>
      r.continue({ headers: { ...r.request().headers(), 'x-forwarded-for': uniqueIp() } }),
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    const sleeping = page.getByRole('region', { name: 'Rate & Save' }).getByRole('listitem', { name: 'Sleeping' });
    await sleeping.getByRole('button', { name: 'Change Sleeping' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(product.cleanUrl);
    expect(await sleeping.getByRole('button', { name: 'Sleeping: thumbs down' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await stored(page)).toEqual({ Sleeping: -1 });
    await heart(page, true).waitFor();
    await context.close();
  });

  it('a rating whose session ran out asks to sign in on the page and is saved after it; a removal logs out', async () => {
    const { context, page } = await adult();
    const email = uniqueEmail('heart-expiry');
    const r = await page.request.post(`${base}/api/authentication/signup`, {
      data: { email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' },
      headers: { origin: base, 'x-forwarded-for': uniqueIp() },
    });
    expect(r.status()).toBe(200);
    await openProduct(page, true);
    /** The session is over and nothing can renew it: its token ran out and the refresh token is gone. */
    const endSession = async () => {
      await shortenToken(context, -5, Math.floor(Date.now() / 1000) + 3600);
      await context.clearCookies({ name: 'refresh' });
    };

    // spec 1 §4: a rating's save that meets the session's end re-renders the page, signed out
    await endSession();
    const working = page.getByRole('region', { name: 'Rate & Save' }).getByRole('listitem', { name: 'Working' });
    await working.getByRole('button', { name: 'Working: thumbs up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe(product.cleanUrl);
    await mainNav(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    // signed in again, the thumb tapped is saved
    await working.getByRole('button', { name: 'Change Working' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(product.cleanUrl);
    expect(await stored(page)).toEqual({ Working: 1 });

    // a removal (a delete) that meets the session's end logs out, and removes nothing
    await heart(page, true).waitFor();
    await endSession();
    await heart(page, true).click();
    await page.waitForURL(/\/home$/);
    await dialog.waitFor();
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await heart(page, true).waitFor();
    expect(await stored(page)).toEqual({ Working: 1 });
    await context.close();
  });

  it('opens the dispensary product-signup for a dispensary user, whose request waits for the producer', async () => {
    const carried = buildDemoData().products.filter((p) => p.active)[11]!;
    const { context, page } = await signedInAs('dispensary');
    await page.goto(`${base}${carried.cleanUrl}`);
    // a dispensary keeps no favourites: no Rate & Save grid, the heart opens the dispensary's tool
    await page.getByRole('heading', { level: 1, name: carried.name }).waitFor();
    expect(await page.getByRole('region', { name: 'Rate & Save' }).count()).toBe(0);
    await heart(page, false).click();
    const dialog = page.getByRole('dialog', { name: 'Carry this product' });
    await dialog.getByText(`Ask ${carried.brand.name} to add ${carried.name}`).waitFor();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: `Request sent. ${carried.brand.name} will approve it in their business area.` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // asked again, the page says it is waiting, and nothing new is recorded
    await heart(page, false).click();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByRole('status').filter({ hasText: 'You have already asked for this product' }).waitFor();
    await context.close();
  });

  it('is not there for a processor, who keeps no favourites', async () => {
    const { context, page } = await signedInAs('producer');
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('heading', { level: 1, name: 'Blue Dream' }).waitFor();
    expect(await heart(page, false).count()).toBe(0);
    await context.close();
  });
});
