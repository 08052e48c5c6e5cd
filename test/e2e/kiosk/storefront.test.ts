import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { IDLE_REFRESH_MS } from '#shared/kiosk';
import { seriousViolations } from '#test/support/axe';
import { elsewhere, freshStore, producerProducts, touchProduct } from '#test/support/kiosk';
import { base, useBrowser } from '#test/support/pages';
import * as commonMessages from '#shared/messages/common';
import { setClient } from '#test/support/data/clients';

// The kiosk storefront in a real browser at tablet sizes: the grid and Show More, the chips, the
// local filter and the server search, the detail overlay with similar products and the cart,
// Start Over, the failure and empty states, a free store's demo view, and the idle refresh (run
// with Playwright's clock, so the 7.5 minutes pass at once); axe on every state.

const { adult, visitor } = useBrowser();

const TABLETS = [
  { name: 'portrait 768', width: 768, height: 1024 },
  { name: 'landscape 1024', width: 1024, height: 768 },
  { name: 'portrait 1024', width: 1024, height: 1366 },
  { name: 'landscape 1366', width: 1366, height: 1024 },
] as const;

const cartOn = (clientId: string) => setClient(clientId, { kioskConfig: { cartEnabled: true, pinSet: false } });

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('listitem');
const cardNames = async (page: Page) => grid(page).locator('.kiosk-card-name').allTextContents();
const search = (page: Page) => page.getByPlaceholder(storefrontMessages.searchPlaceholder);
const noSerious = async (page: Page, state: string) => expect(await seriousViolations(page), state).toEqual([]);

async function open(clientId: string, width = 1024, height = 768) {
  const opened = await adult();
  await opened.page.setViewportSize({ width, height });
  return opened;
}

let pro: { id: string; products: string[] };
let free: { id: string; products: string[] };
let empty: { id: string };
beforeAll(async () => {
  [pro, free, empty] = await Promise.all([
    freshStore(base, { pro: true, name: 'Browser Pro Store' }),
    freshStore(base, { name: 'Browser Free Store' }),
    freshStore(base, { pro: true, name: 'Browser Empty Store', products: [] }),
  ]);
  await cartOn(pro.id);
});

describe('the kiosk storefront', () => {
  it('shows 9 cards, adds 9 with Show More, outside the site chrome, at every tablet size', async () => {
    const { context, page } = await open(pro.id);
    // the page's code is in before the first render, so no 'Loading' fallback is ever drawn (React
    // would then hold the page back 300 ms after it)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) document.documentElement.dataset.fallbackSeen = 'yes';
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await page.getByRole('heading', { name: 'Browser Pro Store', level: 1 }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(9);
    expect(await page.evaluate(() => document.documentElement.dataset.fallbackSeen)).toBeUndefined();
    expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
    expect(await page.getByText(storefrontMessages.getMorePro).count()).toBe(0);
    await page.getByRole('button', { name: 'Cart: 0 items' }).waitFor();
    await noSerious(page, 'grid');
    await page.getByRole('button', { name: storefrontMessages.showMore }).click();
    await expect.poll(() => cards(page).count()).toBe(18);
    for (const s of TABLETS) {
      await page.setViewportSize({ width: s.width, height: s.height });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, s.name).toBeLessThanOrEqual(s.width);
      // every control a finger can reach is at least 44 px each way
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('.kiosk button, .kiosk a, .kiosk input')]
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
          .map(({ e }) => e.outerHTML.slice(0, 80)),
      );
      expect(small, s.name).toEqual([]);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await search(page).fill('sideways');
    // nothing reaches past the screen's edge (the page's own overflow guard would hide a sideways scroll)
    const past = await page.evaluate(() =>
      [...document.querySelectorAll('.kiosk *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
        .map((e) => e.outerHTML.slice(0, 80)),
    );
    expect(past).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await search(page).fill('');
    await noSerious(page, 'phone');
    await page.getByRole('button', { name: 'Small cards' }).click();
    // a new text started the grid again at 9
    expect(await page.locator('.kiosk-card-small').count()).toBe(9);
    await context.close();
  });

  it('filters by chip and by text (name, strain or brand; case and punctuation ignored), and searches the server', async () => {
    const { context, page } = await open(pro.id, 768, 1024);
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await expect.poll(() => cards(page).count()).toBe(9);
    const concentrates = producerProducts.filter((p) => p.productCategory === 'Extract/Concentrate');
    await page.getByRole('button', { name: 'Concentrate', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Concentrate', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(() => cardNames(page)).toHaveLength(Math.min(9, concentrates.length));
    for (const n of await cardNames(page)) expect(concentrates.map((p) => p.name)).toContain(n);
    await noSerious(page, 'chip');
    await page.getByRole('button', { name: 'Concentrate', exact: true }).click();
    const brand = producerProducts[0]!.brand.name;
    const ofBrand = producerProducts.filter((p) => p.brand.name === brand).map((p) => p.name);
    // the brand's name in capitals with its punctuation and spaces gone
    await search(page).fill(brand.toUpperCase().replace(/\W/g, ''));
    await expect.poll(() => cardNames(page)).toHaveLength(Math.min(9, ofBrand.length));
    for (const n of await cardNames(page)) expect(ofBrand).toContain(n);
    // two characters and no chip: everything
    await search(page).fill('zq');
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search(page).inputValue()).toBe('');
    // another producer's product: found by the server search, marked 'not in store'
    const searched = page.waitForRequest((r) => r.url().endsWith(`/api/kiosk/${pro.id}/search`));
    await search(page).fill(elsewhere.name);
    await searched;
    const outside = grid(page).getByRole('listitem').filter({ hasText: elsewhere.name });
    await outside.first().waitFor();
    await expect.poll(() => outside.first().getByText(storefrontMessages.notInStore).count()).toBe(1);
    await noSerious(page, 'server search');
    await context.close();
  });

  it('never asks the server search for fewer than 3 characters', async () => {
    const { context, page } = await open(pro.id);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/search')) asked.push(r.postData() ?? '');
    });
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await expect.poll(() => cards(page).count()).toBe(9);
    await search(page).fill('ge');
    await search(page).fill('g');
    await search(page).fill('gel');
    await expect.poll(() => asked.length).toBe(1);
    expect(JSON.parse(asked[0]!)).toEqual({ searchString: 'gel' });
    await context.close();
  });

  it('opens the detail overlay as a modal: similar products, the cart, Done and Escape; Start Over resets', async () => {
    const { context, page } = await open(pro.id);
    await page.goto(`${base}/whitelabel/${pro.id}`);
    const gelatoBrands = producerProducts.filter((p) => p.name === 'Gelato').map((p) => p.brand.name);
    await search(page).fill('Gelato');
    const card = grid(page)
      .locator('.kiosk-card')
      .filter({ has: page.locator('.kiosk-card-name', { hasText: /^Gelato$/ }) })
      .first();
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Gelato', exact: true });
    await dialog.waitFor();
    await dialog.locator('.kiosk-detail-brand').waitFor();
    expect(gelatoBrands).toContain(await dialog.locator('.kiosk-detail-brand').textContent());
    await dialog.getByRole('heading', { name: storefrontMessages.similarTitle }).waitFor();
    // the store carries every product of the demo producer, whose Gelatos are among each other's nearest
    await expect.poll(() => dialog.locator('.kiosk-card').count()).toBeGreaterThan(0);
    expect(await dialog.getByText(storefrontMessages.noSimilar).count()).toBe(0);
    await noSerious(page, 'overlay');
    // focus stays in the dialog: the page behind is inert
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await dialog.getByRole('button', { name: storefrontMessages.addToCart }).click();
    await dialog.getByRole('button', { name: storefrontMessages.removeFromCart }).waitFor();
    await page.getByRole('button', { name: 'Cart: 1 items' }).waitFor();
    await dialog.getByRole('button', { name: storefrontMessages.removeFromCart }).click();
    await page.getByRole('button', { name: 'Cart: 0 items' }).waitFor();
    await dialog.getByRole('button', { name: storefrontMessages.addToCart }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // a similar product opens in the overlay in its place
    await card.click();
    const similar = page.getByRole('dialog').locator('.kiosk-card');
    await similar.first().waitFor();
    const name = (await similar.first().locator('.kiosk-card-name').textContent())!;
    await similar.first().click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: storefrontMessages.done }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cart: 1 items' }).waitFor();
    await page.getByRole('button', { name: 'Flower', exact: true }).click();
    await page.getByRole('button', { name: storefrontMessages.startOver }).click();
    // a cart with a product in it is not emptied by one tap: the shopper is asked first
    const ask = page.getByRole('dialog', { name: ordersMessages.startOverTitle });
    await ask.getByRole('button', { name: ordersMessages.startOverNo }).click();
    await page.getByRole('button', { name: 'Cart: 1 items' }).waitFor();
    await page.getByRole('button', { name: storefrontMessages.startOver }).click();
    await ask.getByRole('button', { name: ordersMessages.startOverYes }).click();
    await page.getByRole('button', { name: 'Cart: 0 items' }).waitFor();
    expect(await search(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Flower', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => cards(page).count()).toBe(9);
    await context.close();
  });

  it('hides the cart where it is off, and the Add To Cart button with it', async () => {
    const { context, page } = await open(free.id);
    await page.goto(`${base}/whitelabel/${free.id}`);
    await expect.poll(() => cards(page).count()).toBe(6);
    expect(await page.getByRole('status', { name: /Cart/ }).count()).toBe(0);
    await grid(page).locator('.kiosk-card').first().click();
    await page.getByRole('dialog').getByRole('button', { name: storefrontMessages.done }).waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: storefrontMessages.addToCart }).count()).toBe(0);
    await context.close();
  });

  it('asks the age question of a browser that is not a locked kiosk and has not answered it', async () => {
    const { context, page } = await visitor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${base}/whitelabel/${pro.id}`);
    const gate = page.getByRole('dialog', { name: commonMessages.ageGateQuestion });
    await gate.waitFor();
    expect(await cards(page).count()).toBe(0);
    await gate.getByRole('checkbox').check();
    await gate.getByRole('button').last().click();
    await expect.poll(() => cards(page).count()).toBe(9);
    await context.close();
  });

  it("gives a free store its first 6, the demo label and 'Get More with Pro'", async () => {
    const { context, page } = await open(free.id, 768, 1024);
    await page.goto(`${base}/whitelabel/${free.id}`);
    await expect.poll(() => cards(page).count()).toBe(6);
    await page.getByText(storefrontMessages.demoLabel, { exact: true }).waitFor();
    const link = page.getByRole('link', { name: storefrontMessages.getMorePro });
    expect(await link.getAttribute('href')).toBe(`/client/${free.id}/premium/signup`);
    expect(await page.getByRole('button', { name: storefrontMessages.showMore }).count()).toBe(0);
    await noSerious(page, 'free store');
    await context.close();
  });

  it("draws the grid from the inventory's first page while the next one is on its way", async () => {
    const { context, page } = await open(pro.id);
    // the store's one page, answered as two: 12 cards and a cursor, then the rest once the test lets it go
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let rest: unknown[] = [];
    await page.route('**/api/kiosk/*/products?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('cursor') === 'second') {
        await held;
        return route.fulfill({ json: { products: rest, nextCursor: null, limited: false } });
      }
      const whole = (await (await route.fetch()).json()) as { products: unknown[] };
      rest = whole.products.slice(12);
      return route.fulfill({ json: { ...whole, products: whole.products.slice(0, 12), nextCursor: 'second' } });
    });
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole('button', { name: storefrontMessages.showMore }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(await page.getByRole('button', { name: storefrontMessages.showMore }).count()).toBe(0);
    release();
    // the rest join the grid up to the 18 already asked for, and Show More goes on from there
    await expect.poll(() => cards(page).count()).toBe(18);
    await page.getByRole('button', { name: storefrontMessages.showMore }).click();
    await expect.poll(() => cards(page).count()).toBe(27);
    await context.close();
  });

  it("says 'Loading Products...', 'No Products Found', and the wiring message when the inventory fails", async () => {
    const { context, page } = await open(empty.id);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/kiosk/*/products?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/whitelabel/${empty.id}`);
    await page.getByRole('status').filter({ hasText: storefrontMessages.loading }).waitFor();
    await noSerious(page, 'loading');
    release();
    await page.getByText(storefrontMessages.noProducts).waitFor();
    await noSerious(page, 'no products');
    await page.unroute('**/api/kiosk/*/products?*');
    await page.route('**/api/kiosk/*/products?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":true,"errorMessage":"x"}' }),
    );
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await page.getByRole('alert').filter({ hasText: storefrontMessages.wiringTrouble }).waitFor();
    await noSerious(page, 'failure');
    await context.close();
  });

  it('refreshes after 7.5 idle minutes: 3 changed products fetched by id, 6 reload everything', async () => {
    const { context, page } = await open(pro.id);
    await page.clock.install();
    const requests: string[] = [];
    page.on('request', (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith(`/api/kiosk/${pro.id}/`)) requests.push(`${path}${new URL(r.url()).search}`);
    });
    await page.goto(`${base}/whitelabel/${pro.id}`);
    await expect.poll(() => cards(page).count()).toBe(9);
    const shown = (await cardNames(page)).map((n) => producerProducts.find((p) => p.name === n)!._id);
    // nobody touched it: nothing is asked
    requests.length = 0;
    await page.clock.runFor(IDLE_REFRESH_MS + 1000);
    expect(requests.filter((r) => r.includes('/keyPair'))).toEqual([]);

    const three = shown.slice(0, 3);
    for (const id of three) await touchProduct(id, `Fresh description of ${id}`);
    await page.getByRole('button', { name: 'Flower', exact: true }).click();
    await page.getByRole('button', { name: 'Flower', exact: true }).click();
    requests.length = 0;
    await page.clock.runFor(IDLE_REFRESH_MS + 1000);
    await expect.poll(() => requests.some((r) => r.includes('/products/byId'))).toBe(true);
    const byId = requests.find((r) => r.includes('/products/byId'))!;
    expect(new URLSearchParams(byId.split('?')[1]).get('ids')!.split(',').sort()).toEqual([...three].sort());
    expect(requests.filter((r) => /\/products\?/.test(r))).toEqual([]);
    // the changed card is on screen with its new text
    await grid(page)
      .locator('.kiosk-card')
      .filter({
        has: page.locator('.kiosk-card-name', {
          hasText: new RegExp(`^${producerProducts.find((p) => p._id === three[0])!.name}$`),
        }),
      })
      .first()
      .click();
    await page.getByRole('dialog').getByText(`Fresh description of ${three[0]}`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: storefrontMessages.done }).click();

    const six = pro.products.slice(-6);
    for (const id of six) await touchProduct(id);
    requests.length = 0;
    await page.clock.runFor(IDLE_REFRESH_MS + 1000);
    await expect.poll(() => requests.some((r) => /\/products\?/.test(r))).toBe(true);
    expect(requests.filter((r) => r.includes('/products/byId'))).toEqual([]);
    await context.close();
  });
});
