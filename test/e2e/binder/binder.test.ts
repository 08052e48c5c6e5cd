import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { USAGES } from '#shared/constants';
import { demo } from '#test/support/ids';
import { base, failCalls, mainNav, signUpConsumer, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();
const PASSWORD = 'Binder-Page-21!';

/** A new consumer, signed up (and so signed in) through the API in this browser context. */
async function newConsumer() {
  const { context, page } = await adult();
  await signUpConsumer(page, 'binder-e2e', PASSWORD);
  return { context, page };
}

/** Eight products rated for all nine usages: 72 items, a first page of 6 products (54 items), then 2 more. */
async function fillBinder(page: Page) {
  for (let n = 40; n < 48; n++)
    for (const usage of USAGES) {
      const r = await page.request.post(`${base}/api/consumer/addToBinder`, {
        data: { product: demo.product(n), usage, rating: 1 },
        headers: { origin: base },
      });
      expect(r.status()).toBe(200);
    }
}

const cardNames = (page: Page) => page.locator('.binder-card .result-name').allTextContents();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The product ids the API still holds for the signed-in user, every page read. */
async function storedProducts(page: Page) {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const r = await page.request.post(`${base}/api/consumer/getBinder`, {
      data: cursor ? { cursor } : {},
      headers: { origin: base },
    });
    const body = (await r.json()) as { items: { product: string }[]; nextCursor: string | null };
    for (const i of body.items) ids.add(i.product);
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

describe('Rate & Save and the binder', () => {
  it('asks a visitor to sign in when they rate', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('button', { name: 'Relaxing: thumbs up' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('rates an activity with one tap, reopens it by double-click, and shows it in My Favorites', async () => {
    const { context, page } = await newConsumer();
    await page.goto(`${base}/binder`);
    await page.getByRole('heading', { name: 'My Favorites' }).waitFor();
    await page.getByText('You currently have no favorites saved.').waitFor();
    expect(await page.getByRole('link', { name: 'Search for a product you enjoy' }).getAttribute('href')).toBe(
      '/search',
    );

    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/consumer/user/product/${demo.blueDream}/binder`));
    await page.goto(`${base}/product/${demo.blueDream}`);
    await saved;
    const rate = page.getByRole('region', { name: 'Rate & Save' });
    const relaxing = rate.getByRole('listitem', { name: 'Relaxing' });
    // one tap saves: view mode, the choice shows, the thumbs rest
    await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).click();
    await relaxing.getByRole('button', { name: 'Change' }).waitFor();
    expect(await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).isDisabled()).toBe(true);
    await relaxing.dblclick();
    await relaxing.getByRole('button', { name: 'Relaxing: thumbs down' }).click();
    await relaxing.getByRole('button', { name: 'Change' }).waitFor();

    await mainNav(page).getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL(/\/binder$/);
    const ratings = page.getByRole('list', { name: 'Your ratings for Blue Dream' });
    await ratings.getByText('Relaxing').waitFor();
    expect(await ratings.textContent()).toContain('Relaxing: thumbs down');
    expect(await page.locator('.binder-card svg[role="img"]').count()).toBe(1);
    await context.close();
  });

  it('shows a large binder a page at a time: Show more favorites appends the next page', async () => {
    const { context, page } = await newConsumer();
    await fillBinder(page);
    await page.goto(`${base}/binder`);
    const cards = page.locator('.binder-card');
    await expect.poll(() => cards.count()).toBe(6);
    await page.getByRole('button', { name: 'Show more favorites' }).click();
    await expect.poll(() => cards.count()).toBe(8);
    await expect.poll(() => page.getByRole('button', { name: 'Show more favorites' }).count()).toBe(0);
    // every card carries all nine of its usages
    for (const list of await page.locator('.binder-usages').all()) expect(await list.locator('li').count()).toBe(9);
    await context.close();
  });

  it('removes a favorite by keyboard after asking, keeps the list in place, and pages on after it', async () => {
    const { context, page } = await newConsumer();
    await fillBinder(page);
    await page.goto(`${base}/binder`);
    const cards = page.locator('.binder-card');
    await expect.poll(() => cards.count()).toBe(6);
    const [first, second] = await cardNames(page);
    const removeFirst = page.getByRole('button', { name: `Remove ${first} from favorites` });
    const dialog = page.getByRole('dialog', { name: 'Remove from favorites?' });

    // Cancel keeps it, and gives focus back to the control
    await removeFirst.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(`${first} and your ratings for it will leave My Favorites.`).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(`Remove ${first} from favorites`);
    expect(await cards.count()).toBe(6);

    // Remove: the card goes without a reload, focus moves to the next card's control, and it is said
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardNames(page)).not.toContain(first);
    expect(await cards.count()).toBe(5);
    await expect.poll(() => focusedName(page)).toBe(`Remove ${second} from favorites`);
    await page
      .getByRole('status')
      .filter({ hasText: `${first} was removed from your favorites.` })
      .waitFor();
    expect(await dialog.count()).toBe(0);

    // the next page still follows on, whole, and the removed product is gone from the store too
    await page.getByRole('button', { name: 'Show more favorites' }).click();
    await expect.poll(() => cards.count()).toBe(7);
    await expect.poll(() => page.getByRole('button', { name: 'Show more favorites' }).count()).toBe(0);
    for (const list of await page.locator('.binder-usages').all()) expect(await list.locator('li').count()).toBe(9);
    expect(new Set(await cardNames(page)).size).toBe(7);
    const stored = await storedProducts(page);
    expect(stored.size).toBe(7);
    await page.reload();
    await expect.poll(() => cards.count()).toBe(6);
    expect(await cardNames(page)).not.toContain(first);
    await context.close();
  });

  it('keeps a favorite whose removal failed, says so, and removes it on a second try', async () => {
    const { context, page } = await newConsumer();
    for (const usage of ['Relaxing', 'Sleeping'])
      expect(
        (
          await page.request.post(`${base}/api/consumer/addToBinder`, {
            data: { product: demo.blueDream, usage, rating: -1 },
            headers: { origin: base },
          })
        ).status(),
      ).toBe(200);
    await page.goto(`${base}/binder`);
    await failCalls(page, '**/api/consumer/removeBinderItem');
    await page.getByRole('button', { name: 'Remove Blue Dream from favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from favorites?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The favorite was not removed. Please try again.' }).waitFor();
    expect(await page.locator('.binder-card').count()).toBe(1);

    await page.unroute('**/api/consumer/removeBinderItem');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('You currently have no favorites saved.').waitFor();
    expect(await dialog.count()).toBe(0);
    expect((await storedProducts(page)).size).toBe(0);
    await context.close();
  });

  it('sends a visitor without a session to the default redirect target, /home', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/binder`);
    await page.waitForURL(`${base}/home`);
    await page.getByRole('heading', { level: 1, name: "Find the cannabis experience you're looking for." }).waitFor();
    await context.close();
  });

  it('sends a consumer to /home when the binder does not load', async () => {
    const { context, page } = await newConsumer();
    await page.route('**/api/consumer/getBinder', (r) =>
      r.fulfill({
        status: 500,
        json: { error: true, errorMessage: 'Something went wrong on our side. Please try again in a minute.' },
      }),
    );
    await page.goto(`${base}/binder`);
    await page.waitForURL(`${base}/home`);
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    await context.close();
  });
});
