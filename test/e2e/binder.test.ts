import { describe, expect, it } from 'vitest';
import { demo } from '../ids.ts';
import { base, mainNav, signUpConsumer, useBrowser } from './pages.ts';

const { adult } = useBrowser();
const PASSWORD = 'Binder-Page-21!';

/** A new consumer, signed up (and so signed in) through the API in this browser context. */
async function newConsumer() {
  const { context, page } = await adult();
  await signUpConsumer(page, 'binder-e2e', PASSWORD);
  return { context, page };
}

describe('Rate & Save and the binder', () => {
  it('asks a visitor to sign in when they rate', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('button', { name: 'Relaxing: thumbs up' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('rates an activity, saves it to view, reopens it by double-click, and shows it in My Favorites', async () => {
    const { context, page } = await newConsumer();
    await page.goto(`${base}/binder`);
    await page.getByRole('heading', { name: 'My Favorites' }).waitFor();
    await page.getByText('You currently have no favorites saved.').waitFor();
    expect(await page.getByRole('link', { name: 'Search for a product you enjoy' }).getAttribute('href')).toBe('/search');

    await page.goto(`${base}/product/${demo.blueDream}`);
    const rate = page.getByRole('region', { name: 'Rate & Save' });
    const relaxing = rate.getByRole('listitem', { name: 'Relaxing' });
    // saving with nothing chosen says what is missing
    await relaxing.getByRole('button', { name: 'Save' }).click();
    await relaxing.getByRole('alert').filter({ hasText: 'Select a usage and rating before saving!' }).waitFor();

    await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).click();
    await expect.poll(() => relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).getAttribute('aria-pressed')).toBe('true');
    await relaxing.getByRole('button', { name: 'Save' }).click();
    // view mode: the choice shows, the thumbs rest
    await relaxing.getByRole('button', { name: 'Change' }).waitFor();
    expect(await relaxing.getByRole('button', { name: 'Relaxing: thumbs up' }).isDisabled()).toBe(true);
    await relaxing.dblclick();
    await relaxing.getByRole('button', { name: 'Save' }).waitFor();
    await relaxing.getByRole('button', { name: 'Relaxing: thumbs down' }).click();
    await relaxing.getByRole('button', { name: 'Save' }).click();
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
    const usages = ['Thinking', 'Working', 'Relaxing', 'Sleeping', 'Romance', 'Socializing', 'Exercise', 'Medicinal', 'Other'];
    // 8 products × 9 usages = 72 items: a first page of 6 products (54 items), then 2 more
    for (let n = 40; n < 48; n++)
      for (const usage of usages) {
        const r = await page.request.post(`${base}/api/consumer/addToBinder`, { data: { product: demo.product(n), usage, rating: 1 }, headers: { origin: base } });
        expect(r.status()).toBe(200);
      }
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

  it('sends a visitor without a session away from /binder', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/binder`);
    await page.waitForURL(`${base}/`);
    await context.close();
  });
});
