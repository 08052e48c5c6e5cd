import { beforeAll, describe, expect, it } from 'vitest';
import * as consumerMessages from '#shared/messages/consumer';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import { demo } from '#test/support/ids';
import { freshStore } from '#test/support/kiosk';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';

// The texts of the consumer site, the kiosk and the data-entry pipeline that only a failure or an
// empty answer shows (spec 1 and 3), each made by answering that one call in the browser.

const { adult, signedIn } = useBrowser();
const unavailable = { status: 503, json: { error: true, errorMessage: 'Service Unavailable' } };

let store: { id: string };
let pro: { id: string };
beforeAll(async () => {
  store = await freshCompany({ type: 'dispensary', name: 'Refused Store' });
  pro = await freshStore(base, { pro: true, name: 'Failing Similar Store' });
});

describe('a product page', () => {
  it("logs 'product search query failed' when the product does not come", async () => {
    const { context, page } = await adult();
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route(`**/api/consumer/product/${demo.blueDream}**`, (r) => r.fulfill(unavailable));
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('alert').getByText('Service Unavailable').waitFor();
    await expect.poll(() => logged.some((l) => l.startsWith(consumerMessages.productFetchFailed))).toBe(true);
    await context.close();
  });

  it("says 'We didn't find a good match…' when no product is similar", async () => {
    const { context, page } = await adult();
    await page.route('**/api/consumer/productComps/**', (r) => r.fulfill({ status: 200, json: [] }));
    await page.goto(`${base}/product/${demo.blueDream}`);
    const similar = page.getByRole('region', { name: 'Similar Products' });
    await similar.scrollIntoViewIfNeeded();
    await similar.getByText(consumerMessages.noMatch).waitFor();
    expect(await similar.getByRole('link').count()).toBe(0);
    await context.close();
  });
});

describe('the kiosk', () => {
  it("shows a server's refusal in its words, and an address that cannot name a store as no store", async () => {
    const { context, page } = await adult();
    await page.route(`**/api/kiosk/${store.id}/storefront`, (r) =>
      r.fulfill({ status: 403, json: { error: true, errorMessage: 'This kiosk is switched off.' } }),
    );
    await page.goto(`${base}/whitelabel/${store.id}`);
    await page.getByRole('alert').getByText('This kiosk is switched off.').waitFor();
    expect(await page.getByText(storefrontMessages.wiringTrouble).count()).toBe(0);

    await page.goto(`${base}/whitelabel/not-an-id`);
    await page.getByRole('alert').getByText(storefrontMessages.storeNotFound).waitFor();
    await context.close();
  });
});

describe('a kiosk product', () => {
  it("warns 'the server failed to fetch similar client products' on the console, says they did not load (not that there are none), and loads them on Try again", async () => {
    const { context, page } = await adult({ viewport: { width: 1024, height: 768 } });
    const warned: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warned.push(m.text()));
    const similar = `**/api/kiosk/${pro.id}/similar/**`;
    await page.route(similar, (r) =>
      r.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
    );
    await page.goto(`${base}/whitelabel/${pro.id}`);
    // the store carries every product of the demo producer, whose Gelatos are among each other's nearest
    await page.getByPlaceholder(storefrontMessages.searchPlaceholder).fill('Gelato');
    await page
      .getByRole('list', { name: 'Products' })
      .locator('.kiosk-card')
      .filter({ has: page.locator('.kiosk-card-name', { hasText: /^Gelato$/ }) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Gelato', exact: true });
    await dialog.getByText(consumerMessages.similarFailed).waitFor();
    expect(warned).toContain(storefrontMessages.similarFailed);
    expect(await dialog.getByText(storefrontMessages.noSimilar).count()).toBe(0);

    await page.unroute(similar);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText(consumerMessages.similarFailed).waitFor({ state: 'detached' });
    await expect.poll(() => dialog.locator('.kiosk-card').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the pipeline', () => {
  it("says 'Error' and 'the server failed to get the list of pending data' with the server's reason when the checkout fails", async () => {
    const enterer = await memberOf(base, { serviceDataEntry: true });
    const { context, page } = await signedIn(enterer);
    await page.route('**/api/service/data-entry/pending?**', (r) => r.fulfill(unavailable));
    await page.goto(`${base}/admin/service/tests/entry?clientId=${store.id}`);
    const alert = page.getByRole('alert').filter({ hasText: pipelineMessages.pendingListFailed });
    await alert.waitFor();
    expect(await alert.getByText(pipelineMessages.checkoutFailed, { exact: true }).isVisible()).toBe(true);
    expect(await alert.getByText('503: Service Unavailable').isVisible()).toBe(true);
    await context.close();
  });
});
