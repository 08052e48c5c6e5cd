import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { seriousViolations } from '#test/support/axe';
import { setClient } from '#test/support/data/clients';
import { setKioskPin } from '#test/support/data/kiosk';
import { freshStore, producerProducts } from '#test/support/kiosk';
import { base, useBrowser } from '#test/support/pages';
import { memberOf } from '#test/support/producers';

// A cart that ends at the counter, in real browsers (docs/kiosk-orders.md): the store's locked
// tablet sends a shopper's cart (quantities and all) and shows the order's number, code and QR
// code; staff see it on Kiosk Orders within seconds and mark it ready and picked up; with the
// tablet's Wi-Fi down the order waits on the tablet, the shopper is told its code, and it reaches
// the counter once when the network returns. Both tablet sizes; axe on every screen.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

let store: { id: string; products: string[] };
let staff: Member;
beforeAll(async () => {
  store = await freshStore(base, {
    pro: true,
    name: 'Counter Browser Store',
    products: producerProducts.slice(0, 4).map((p) => p._id),
  });
  await setKioskPin(store.id, '1357');
  await setClient(store.id, { kioskConfig: { cartEnabled: true, pinSet: true } });
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
});

/** A tablet locked as the store's kiosk, on the storefront. */
async function lockedTablet(viewport: { width: number; height: number }) {
  const tabletStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  const opened = await signedIn(tabletStaff, { viewport });
  const r = await opened.context.request.post(`${base}/api/client/${store.id}/kiosk/lock`, {
    headers: { origin: base },
  });
  expect(r.status()).toBe(200);
  await opened.page.goto(`${base}/whitelabel/${store.id}`);
  await opened.page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
  return opened;
}

async function addToCart(page: Page, nth: number) {
  await page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(nth).getByRole('button').first().click();
  const overlay = page.locator('dialog.kiosk-detail[open]');
  await overlay.getByRole('button', { name: storefrontMessages.addToCart }).click();
  await overlay.getByRole('button', { name: storefrontMessages.done }).click();
  await overlay.waitFor({ state: 'detached' });
}

const noSerious = async (page: Page, what: string) => expect(await seriousViolations(page), what).toEqual([]);

describe('kiosk orders', () => {
  it('sends a cart from the locked tablet and staff fill it from Kiosk Orders (1024 × 768)', async () => {
    const tablet = await lockedTablet({ width: 1024, height: 768 });
    const counter = await signedIn(staff, { viewport: { width: 1280, height: 800 } });
    await counter.page.goto(`${base}/client/${store.id}/kioskOrders`);
    await counter.page.getByRole('heading', { name: 'Kiosk Orders', level: 1 }).waitFor();
    await counter.page.getByRole('switch', { name: ordersMessages.soundLabel }).waitFor();
    await noSerious(counter.page, 'the counter, waiting');

    const { page } = tablet;
    await addToCart(page, 0);
    await addToCart(page, 1);
    await page.getByRole('button', { name: 'Cart: 2 items' }).click();
    const cart = page.getByRole('dialog', { name: ordersMessages.cartTitle });
    await cart.waitFor();
    await cart
      .getByRole('button', { name: /^One more / })
      .first()
      .click();
    await cart.getByRole('status').filter({ hasText: '3 items' }).waitFor();
    await noSerious(page, 'the cart');
    // the store runs out of the second product while it sits in the cart: sending says so, and the
    // shopper takes it out
    const gone = (await cart.locator('.kiosk-cart-line strong').nth(1).textContent())!;
    const goneId = producerProducts.find((p) => p.name === gone)!._id;
    const out = await staff.put(`/api/client/${store.id}/distributions/products/${goneId}/kiosk`, { stock: 'out' });
    expect(out.status).toBe(200);
    await cart.getByRole('button', { name: ordersMessages.sendToCounter }).click();
    await cart
      .getByRole('alert')
      .filter({ hasText: ordersMessages.soldOut([gone]) })
      .waitFor();
    await cart.getByRole('button', { name: `Remove ${gone}` }).click();
    await cart.getByRole('status').filter({ hasText: '2 items' }).waitFor();
    await cart.getByRole('button', { name: ordersMessages.sendToCounter }).click();
    const sent = page.getByRole('dialog', { name: /^Order \d+ is on its way to the counter\.$/ });
    await sent.waitFor();
    const number = Number((await sent.getByRole('heading').textContent())!.match(/Order (\d+)/)![1]);
    const code = (await sent.locator('.kiosk-order-code strong').textContent())!;
    await sent.getByRole('img', { name: `QR code of order code ${code} for staff` }).waitFor();
    await noSerious(page, 'the order sent');
    await sent.getByRole('button', { name: ordersMessages.done }).click();
    await page.getByRole('button', { name: 'Cart: 0 items' }).waitFor();

    // the counter's screen reads again every few seconds: the order arrives by itself
    const card = counter.page.getByRole('article', { name: `Order ${number}` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(`Code ${code}`);
    expect(await card.textContent()).toContain('2 ×');
    await noSerious(counter.page, 'the counter, an order in');
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await card.getByText(ordersMessages.STATUS_WORDS.ready, { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Picked up' }).click();
    await card.waitFor({ state: 'detached' });
    await counter.page.locator('label', { hasText: 'History' }).click();
    await counter.page
      .getByRole('article', { name: `Order ${number}` })
      .getByText('picked up')
      .waitFor();
    await tablet.context.close();
    await counter.context.close();
  });

  it('keeps an order made without Wi-Fi on the tablet and sends it once when the network returns (768 × 1024)', async () => {
    const { context, page } = await lockedTablet({ width: 768, height: 1024 });
    await addToCart(page, 2);
    // the cart's list loads on first use; the kiosk's worker keeps it for offline use (offline.test.ts)
    await page.getByRole('button', { name: 'Cart: 1 items' }).click();
    await page
      .getByRole('dialog', { name: ordersMessages.cartTitle })
      .getByRole('button', { name: ordersMessages.keepBrowsing })
      .click();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cart: 1 items' }).click();
    const cart = page.getByRole('dialog', { name: ordersMessages.cartTitle });
    await cart.getByRole('button', { name: ordersMessages.sendToCounter }).click();
    const queued = page.getByRole('dialog', { name: ordersMessages.sendToCounter });
    const told = queued.getByRole('status').filter({ hasText: 'saved on this kiosk' });
    await told.waitFor();
    const code = (await told.textContent())!.match(/code (\w{4})/)![1]!;
    await noSerious(page, 'the order queued');
    await queued.getByRole('button', { name: ordersMessages.done }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ordersMessages.queuedOrders(1) })
      .waitFor();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: ordersMessages.queuedOrders(1) })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(0);
    const open = await staff.get(`/api/client/${store.id}/kioskOrders`);
    const mine = (open.body.orders as { code: string }[]).filter((o) => o.code === code);
    expect(mine).toHaveLength(1);
    // sent again (a second tab, a reload mid-send): still one order
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const again = await staff.get(`/api/client/${store.id}/kioskOrders`);
    expect((again.body.orders as { code: string }[]).filter((o) => o.code === code)).toHaveLength(1);
    await context.close();
  });
});
