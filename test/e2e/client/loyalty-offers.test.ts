import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import * as messageTexts from '#shared/messages/client/loyalty-messages';
import * as uploadTexts from '#shared/messages/client/uploads';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import { MEDIA } from '#shared/media';
import { addDays, dayIn, OFFERS_PAGE_SIZE } from '#shared/points-offers';
import { storeTimeZone } from '#shared/store-time-zone';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, failCalls, useBrowser } from '#test/support/pages';
import { pngBytes } from '#test/support/uploads';
import { setClient } from '#test/support/data/clients';

// The points offers views in a real browser, as a member of a fresh dispensary with loyalty: the
// empty state and its link to message creation, the error state, the create form's defaults, its
// points refusal and a server refusal (both under the button, the form kept), offers created with
// the keyboard landing in their lists with their colours; axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

let shop: { id: string };
let clerk: Member;
/** A product the shop carries: a producer's, distributed to it. */
let carried: { id: string; name: string };
beforeAll(async () => {
  shop = await freshCompany({ type: 'dispensary', name: 'Offers Browser Shop' });
  await setClient(shop.id, { loyaltyEnabled: true });
  clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
  const farm = await freshCompany({ name: 'Offers Farm', brands: ['Offers Brand'] });
  const grower = await memberOf(base, { processorUser: true, clientAssignment: farm.id });
  const made = await grower.post(`/api/client/${farm.id}/product`, {
    name: 'Offer Haze',
    brand: farm.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
  });
  expect(made.status).toBe(200);
  carried = { id: (made.body as { product: { _id: string } }).product._id, name: 'Offer Haze' };
  const sent = await grower.put(`/api/client/${farm.id}/product/${carried.id}/distribution`, { dispensary: shop.id });
  expect(sent.status).toBe(200);
  // the shop takes the offer: only then does it carry the product
  const taken = await clerk.post(`/api/client/${shop.id}/distributions/products/${carried.id}/setstatus/approved`);
  expect(taken.status).toBe(200);
});

const view = (id: string) => `${base}/client/${shop.id}/loyalty?view=${id}`;
const form = (page: Page) => page.getByRole('form', { name: 'Create points offer' });
/** The alert right under the form's button, where the spec puts a refusal. */
const underButton = (page: Page) => form(page).locator('div:has(> button[type="submit"]) + [role="alert"]');
/**
 * Today on the shop's clock, which the form's dates are in (its address's zone): the browser's own
 * day differs from it for hours each night, when the two zones are on either side of midnight.
 */
const shopToday = async () => {
  const { entity } = (await clerk.get(`/api/client/${shop.id}/entity`)).body as {
    entity: Parameters<typeof storeTimeZone>[0];
  };
  return dayIn(storeTimeZone(entity), new Date());
};

/** Replaces a field's value from the keyboard: focus, select all, type. */
async function retype(page: Page, label: string, value: string) {
  await form(page).getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

describe('the points offers views', () => {
  it("says 'You haven't created an offer yet' with a card leading to message creation", async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(view('points-offers'));
    await page.getByText(offerMessages.noOffers).waitFor();
    const link = page.getByRole('link', { name: 'Create a message' });
    expect(await link.getAttribute('href')).toBe(`/client/${shop.id}/loyalty?view=create-message`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByText(offerMessages.noOffers).waitFor())).toEqual([]);
    await context.close();
  });

  it("says 'There was an error.' when the offers cannot be read, and the header prints it", async () => {
    const { context, page } = await signedIn(clerk);
    await failCalls(page, '**/points/offers/**');
    await page.goto(view('points-offers'));
    await page.getByRole('alert').filter({ hasText: offerMessages.loadFailed }).waitFor();
    const header = page.getByRole('alert', { name: loyaltyMessages.dataErrors });
    await header.waitFor();
    expect(await header.textContent()).toContain('"view": "points offers"');
    expect(await page.getByText(offerMessages.noOffers).count()).toBe(0);
    await context.close();
  });

  it('shows the defaults, refuses no points under the button and keeps the form', async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(view('create-points-offer'));
    const f = form(page);
    await f.waitFor();
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/point/offer') && sent.push(r.url()));
    const today = await shopToday();
    expect(await f.getByLabel('Points awarded').inputValue()).toBe('50');
    expect(await f.getByLabel('Total points').inputValue()).toBe('5000');
    expect(await f.getByLabel('Limit the points this offer gives out in all').isChecked()).toBe(true);
    expect(await f.getByLabel('Start date').inputValue()).toBe(today);
    expect(await f.getByLabel('End date').inputValue()).toBe(addDays(today, 1));
    expect(await f.getByLabel('Phone Check-In').isChecked()).toBe(true);
    expect(await f.getByLabel('Product Checkin').isChecked()).toBe(false);
    expect(await f.getByLabel('All Products/Codes').isChecked()).toBe(false);
    // the points step by 50 and stop at 0
    await f.getByLabel('Points awarded').focus();
    await page.keyboard.press('ArrowUp');
    expect(await f.getByLabel('Points awarded').inputValue()).toBe('100');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await f.getByLabel('Points awarded').inputValue()).toBe('0');
    await page.keyboard.press('Enter');
    const refusal = underButton(page);
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(offerMessages.pointsRequired);
    expect(await f.getByLabel('Points awarded').inputValue()).toBe('0');
    expect(await f.getByLabel('Start date').inputValue()).toBe(today);
    expect(sent).toEqual([]); // refused before sending
    expect(new URL(page.url()).searchParams.get('view')).toBe('create-points-offer');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => f.waitFor())).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal under the button without resetting the form", async () => {
    const { context, page } = await signedIn(clerk);
    // a computer whose clock is two days behind: its "today" passes the form's check, not the server's
    await page.clock.setFixedTime(new Date(Date.now() - 2 * 86_400_000));
    await page.goto(view('create-points-offer'));
    await form(page).waitFor();
    await retype(page, 'Points awarded', '150');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/client/${shop.id}/point/offer`));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(400);
    const refusal = underButton(page);
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(offerMessages.startBeforeToday);
    expect(await form(page).getByLabel('Points awarded').inputValue()).toBe('150');
    expect(new URL(page.url()).searchParams.get('view')).toBe('create-points-offer');
    await context.close();
  });

  it('creates offers with the keyboard, each in its list with its colour', async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(view('create-points-offer'));
    const f = form(page);
    await f.waitFor();
    const today = await shopToday();
    const message = 'Check in this week and earn double points on every visit to the shop';

    // an offer from today: active at once, its message texted when it starts
    await retype(page, 'Points awarded', '100');
    await f.getByLabel('Phone Check-In').focus();
    await page.keyboard.press('ArrowDown'); // Product Checkin
    await page.keyboard.press('ArrowDown'); // All Products/Codes
    expect(await f.getByLabel('All Products/Codes').isChecked()).toBe(true);
    await f.getByLabel('Text members when the offer starts').focus();
    await page.keyboard.press('Space');
    await f.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.type(message);
    await f.getByRole('button', { name: 'Create offer' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('view') === 'points-offers');

    const active = page.getByRole('region', { name: 'Active' }).locator('article');
    await active.first().waitFor();
    expect(await active.count()).toBe(1);
    expect(await active.getAttribute('data-tone')).toBe('active');
    const text = await active.textContent();
    expect(text).toContain(`${message.slice(0, 40)}…`);
    expect(text).not.toContain(message.slice(0, 41));
    expect(text).toContain('All Products/Codes');
    expect(text).toContain('100 points, 5,000 in all');

    // one starting next week, without a limit: upcoming
    await page.getByRole('tab', { name: 'Create points offer' }).click();
    await f.waitFor();
    await f.getByLabel('Limit the points this offer gives out in all').focus();
    await page.keyboard.press('Space');
    // a date input takes its value whole (typing into one goes by the locale's segments)
    await f.getByLabel('Start date').fill(addDays(today, 7));
    await f.getByLabel('End date').fill(addDays(today, 9));
    await f.getByRole('button', { name: 'Create offer' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('view') === 'points-offers');
    const upcoming = page.getByRole('region', { name: 'Upcoming' }).locator('article');
    await upcoming.first().waitFor();
    expect(await upcoming.getAttribute('data-tone')).toBe('upcoming');
    expect(await upcoming.textContent()).toContain('Phone Check-In');
    expect(await upcoming.textContent()).toContain('50 points, no limit');
    expect(await page.getByRole('region', { name: 'Active' }).locator('article').count()).toBe(1);

    const edge = (l: typeof active) => l.evaluate((e) => getComputedStyle(e).borderLeftColor);
    const fill = (l: typeof active) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await edge(active)).not.toBe(await edge(upcoming));
    expect(await fill(active)).not.toBe(await fill(upcoming));
    expect(await page.getByText('No offer has ended yet.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => active.first().waitFor())).toEqual([]);
    await context.close();
  });

  it('names the products the shop carries and texts a picture when the offer starts', async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(view('create-points-offer'));
    const f = form(page);
    await f.waitFor();
    await f.getByLabel('Product Checkin').check();
    const products = f.getByLabel('Products', { exact: true });
    await products.focus();
    await page.keyboard.type('Haze');
    await page.getByRole('option', { name: new RegExp(carried.name) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await f.getByText(`${carried.name} · Offers Brand`).waitFor();
    await f.getByLabel('Text members when the offer starts').check();
    await f.getByLabel('Message', { exact: true }).fill('Offer Haze earns double this week');
    // an offer's picture is a message's image: png or jpeg, 600 KB at most, one
    await f
      .getByLabel(messageTexts.addImage)
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(600 * 1024 + 1)) });
    await f
      .getByText(uploadTexts.fileSizesCannotExceed(600 * 1024))
      .first()
      .waitFor();
    await f
      .getByLabel(messageTexts.addImage)
      .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(4096)) });
    await f.getByRole('img', { name: 'offer.png' }).waitFor();
    expect(await f.getByLabel(messageTexts.addImage).isDisabled()).toBe(true);
    await f.getByRole('button', { name: 'Create offer' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'points-offers');
    const card = page.getByRole('region', { name: 'Active' }).locator('article', { hasText: 'Offer Haze earns' });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 product');

    const listed = await clerk.get(`/api/public/${shop.id}/points/offers/active`);
    const offer = (
      listed.body as { offers: { productSpecific: string[]; mmsImage?: string; mmsMessage?: string }[] }
    ).offers.find((o) => o.mmsMessage === 'Offer Haze earns double this week');
    expect(offer?.productSpecific).toEqual([carried.id]);
    // the image is a private key, not on the public list; the offer's message names it for the send path
    expect(offer).not.toHaveProperty('mmsImage');
    const sent = await clerk.get(`/api/client/${shop.id}/messages`);
    const message = (
      sent.body as { messages: { messageBody: string; origin: string; messageMediaAws: string[] }[] }
    ).messages.find((m) => m.messageBody === 'Offer Haze earns double this week');
    expect(message?.origin).toBe('offer');
    expect(message?.messageMediaAws).toEqual([
      expect.stringMatching(new RegExp(`^${MEDIA.private.loyalty}${shop.id}/[0-9a-f]{24}\\.png$`)),
    ]);
    await context.close();
  });

  it('pages a list with "Show more" from its nextCursor', async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(view('points-offers'));
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.locator('article').first().waitFor();
    const before = await upcoming.locator('article').count();
    const today = await shopToday();
    // enough upcoming offers for a second page
    for (let i = before; i <= OFFERS_PAGE_SIZE; i++) {
      const r = await clerk.post(`/api/client/${shop.id}/point/offer`, {
        basePoints: 50 * (i + 1),
        startDate: addDays(today, 20),
        endDate: addDays(today, 21),
        timeZone: 'UTC',
      });
      expect(r.status).toBe(200);
    }
    await page.reload();
    await upcoming.locator('article').first().waitFor();
    expect(await upcoming.locator('article').count()).toBe(OFFERS_PAGE_SIZE);
    await upcoming.getByRole('button', { name: 'Show more upcoming offers' }).click();
    await expect.poll(() => upcoming.locator('article').count()).toBe(OFFERS_PAGE_SIZE + 1);
    expect(await upcoming.getByRole('button', { name: 'Show more upcoming offers' }).count()).toBe(0);
    await context.close();
  });
});
