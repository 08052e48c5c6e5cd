import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as checkinMessages from '#shared/messages/client/kiosk-checkin';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { makeId } from '#infra/local/seed/demo-data';
import { seriousViolations } from '#test/support/axe';
import { cuttableNetwork } from '#test/support/network-cut';
import { base, useBrowser } from '#test/support/pages';

// The kiosk's service worker in a real browser at tablet size, between the tablet and the platform
// a network the test cuts: the demo dispensary's storefront keeps browsing, opening products and
// filling the cart, survives a reload with no network, and says check-in needs the network; a
// new build named by /meta.json takes over by itself while nobody touches the kiosk; a worker
// whose file is gone unregisters itself and drops what it kept.

const { adult } = useBrowser();
const SHOP = makeId(2, 0);
const TABLET = { width: 1024, height: 768 };

let net: Awaited<ReturnType<typeof cuttableNetwork>>;
beforeEach(async () => {
  net = await cuttableNetwork(base);
});
afterEach(async () => {
  await net.close();
});

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
/** The product cards, without the check-in card the grid starts with. */
const cards = (page: Page) => grid(page).locator('.kiosk-card');

/** A tablet on the storefront through the cuttable network, once the worker controls it and has kept the catalogue. */
async function keptKiosk() {
  const { context, page } = await adult({ serviceWorkers: 'allow', viewport: TABLET });
  await context.addCookies([{ name: 'legal', value: 'true', url: net.url }]);
  await page.goto(`${net.url}/whitelabel/${SHOP}`);
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(9);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const images = await page.evaluate(
    () => new Set([...document.querySelectorAll('.kiosk-card-image')].map((i) => i.getAttribute('src'))).size,
  );
  // the inventory read again through the worker, and the images it names, are kept
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const api = await (await caches.open('kiosk-api')).keys();
        const kept = await (await caches.open('kiosk-images')).keys();
        return { products: api.some((r) => new URL(r.url).pathname.endsWith('/products')), images: kept.length };
      }),
    )
    .toMatchObject({ products: true });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('kiosk-images')).keys()).length))
    .toBeGreaterThanOrEqual(images);
  return { context, page };
}

describe('the kiosk without a network', () => {
  it('keeps browsing, opening products and filling the cart when the network is cut, even across a reload', async () => {
    const { context, page } = await keptKiosk();
    net.cut();
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: storefrontMessages.offlineBrowsing }).waitFor();

    await page.getByRole('button', { name: storefrontMessages.showMore }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(9);
    // a product the shopper can put in the cart (other tests may leave one marked unavailable)
    const first = (await cards(page)
      .filter({ hasNotText: /Unavailable|Out of stock/ })
      .first()
      .locator('.kiosk-card-name')
      .textContent())!;
    await page.getByPlaceholder(storefrontMessages.searchPlaceholder).fill(first.slice(0, 5));
    await expect.poll(() => grid(page).locator('.kiosk-card-name').allTextContents()).toContain(first);
    await page.getByPlaceholder(storefrontMessages.searchPlaceholder).fill('');

    await grid(page).getByRole('button', { name: first }).first().click();
    const overlay = page.getByRole('dialog', { name: first });
    await overlay.waitFor();
    await overlay.getByRole('button', { name: storefrontMessages.addToCart }).click();
    await page.getByRole('button', { name: 'Cart: 1 items' }).waitFor();
    await overlay.getByRole('button', { name: storefrontMessages.done }).click();

    // a reload with no network: the shell, the inventory and the images come from the worker
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole('status').filter({ hasText: storefrontMessages.offlineBrowsing }).waitFor();
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.kiosk-card-image')]
        .filter((i) => i.complete && i.naturalWidth === 0)
        .map((i) => i.src),
    );
    expect(broken).toEqual([]);
    expect(await seriousViolations(page), 'offline storefront').toEqual([]);

    // check-in says it needs the network, on its card and in its overlay
    const checkin = page.getByRole('button', { name: new RegExp(checkinMessages.cardTitle) });
    await expect.poll(() => checkin.textContent()).toContain(checkinMessages.offline);
    await checkin.click();
    await page.getByRole('alert').filter({ hasText: checkinMessages.offline }).waitFor();
    expect(await seriousViolations(page), 'offline check-in').toEqual([]);
    await page.getByRole('button', { name: checkinMessages.close }).click();

    net.restore();
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: storefrontMessages.offlineBrowsing }).count())
      .toBe(0);
    await context.close();
  });

  it('takes a new build named by /meta.json while nobody touches it, and unregisters when its file is gone', async () => {
    const { context, page } = await keptKiosk();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    // a deploy: another version in /meta.json, and a worker file that differs
    net.replace('/meta.json', () => ({ status: 200, body: JSON.stringify({ appVersion: '99.0.0+next' }) }));
    net.replace('/kiosk-sw.js', (up) => ({ status: up.status, body: `${up.body}\n// the next build\n` }));
    // the version check runs every minute, and at once when the network comes back
    await context.setOffline(true);
    await context.setOffline(false);
    // the new worker waits, then takes over with a reload of its own: nobody has touched the kiosk
    await expect.poll(() => loads.length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => cards(page).count()).toBe(9);

    // the next deploy has no worker: the worker's file check finds it gone
    net.replace('/kiosk-sw.js', (up) => ({ status: 404, body: up.body }));
    await page.reload();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    await expect.poll(() => cards(page).count()).toBe(9);
    await context.close();
  });
});
