import { describe, expect, it } from 'vitest';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';

const { visitor, adult: adultPage } = useBrowser();

describe('age gate', () => {
  it('asks, refuses without the box ticked, and remembers the answer for one day', async () => {
    const { context, page } = await visitor();
    // what the page writes to document.cookie, to read the legal cookie's Max-Age as written
    await context.addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const written: string[] = [];
      Object.assign(window, { cookiesWritten: written });
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          return cookie.get!.call(this);
        },
        set(value: string) {
          written.push(value);
          cookie.set!.call(this, value);
        },
      });
    });
    await page.goto(`${base}/product/${demo.blueDream}`);
    const gate = page.getByRole('dialog', { name: 'Are you over 21?' });
    await expect.poll(() => gate.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Blue Dream' }).count()).toBe(0);
    // the product's read, started with the page's code, is read whole behind the gate: an answer
    // left unread held its connection, and the page never went quiet
    await page.waitForLoadState('networkidle');
    expect(await gate.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(await gate.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/termsofservice');

    await gate.getByRole('button', { name: 'Enter' }).click();
    await expect
      .poll(() => gate.getByRole('alert').textContent())
      .toBe('You must be at least 21 and accept the terms of service and privacy policy to enter this website');

    await page.keyboard.press('Escape'); // the gate cannot be dismissed
    expect(await gate.isVisible()).toBe(true);

    // keyboard only: tick with Space, submit with Enter
    await gate.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Blue Dream' }).waitFor();

    const legal = (await context.cookies()).find((c) => c.name === 'legal')!;
    expect(legal.value).toBe('true');
    const written = await page.evaluate(() => (window as unknown as { cookiesWritten: string[] }).cookiesWritten);
    expect(written.filter((c) => c.startsWith('legal='))).toEqual([expect.stringMatching(/; Max-Age=86400;/)]);

    await page.reload();
    await page.getByRole('heading', { name: 'Blue Dream' }).waitFor();
    expect(await gate.count()).toBe(0);
    await context.close();
  });
});

describe('site chrome', () => {
  it('shows the masthead, footer links, copyright and the app version as the logo title', async () => {
    const { context, page } = await adultPage();
    await page.goto(base);
    await page.getByRole('heading', { name: "Find the cannabis experience you're looking for." }).waitFor();
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about',
      '/brands',
      '/dispensaries',
      '/cannatalk',
      '/terpestival',
      '/invest',
      '/contact',
      '/privacy',
      '/termsofservice',
    ]);
    expect(await footer.textContent()).toContain('2018-2019');
    const logo = page.getByRole('link', { name: 'Cannastamp home' });
    await expect.poll(() => logo.getAttribute('title')).toMatch(/^\d+\.\d+\.\d+/);
    await context.close();
  });
});

describe('product page', () => {
  it('shows name, brand link, type, category and the lab figures', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('heading', { name: 'Blue Dream', level: 1 }).waitFor();
    expect(await page.getByText('Flower', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Indoor', { exact: true }).count()).toBeGreaterThan(0);
    const totalThc = page.getByRole('row', { name: /Total THC/ });
    expect(await totalThc.textContent()).toMatch(/\d+\.\d\d %/);
    expect(await page.getByRole('row', { name: /Myrcene/ }).count()).toBe(1);
    await page.getByRole('link', { name: 'Sun Valley Select' }).click();
    await page.getByRole('heading', { name: 'Sun Valley Select', level: 1 }).waitFor();
    expect(page.url()).toBe(`${base}/brand/${demo.sunValley}`);
    await context.close();
  });

  it('shows the not-found page for an unknown product id', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/product/${demo.unknownId}`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    expect(await page.getByText("We couldn't find that product").count()).toBe(1);
    await context.close();
  });
});

describe('brand page', () => {
  it('shows about text, other products, gallery and the side panel', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/brand/${demo.sunValley}`);
    await page.getByRole('heading', { name: 'Sun Valley Select', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Other products by Sun Valley Select' }).waitFor();
    await page.getByRole('link', { name: 'Blue Dream' }).waitFor();
    const others = page.getByRole('heading', { name: 'Other products by Sun Valley Select' }).locator('xpath=..');
    expect(await others.getByRole('link').count()).toBe(8); // one page
    await others.getByRole('button', { name: 'Show more products' }).click();
    await expect.poll(() => others.getByRole('link').count()).toBe(10);
    expect(await others.getByRole('button', { name: 'Show more products' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: /gallery image/ }).count()).toBe(3);
    const aside = page.getByRole('complementary');
    expect(await aside.textContent()).toContain('Seattle, WA');
    expect(await aside.textContent()).toMatch(
      /Joined (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(await aside.getByRole('img').count()).toBe(1);
    // the images really load from the media bucket
    const loaded = await page
      .getByRole('img', { name: /gallery image 1/ })
      .evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : new Promise((r) => img.addEventListener('load', () => r(img.naturalWidth))),
      );
    expect(loaded).toBeGreaterThan(0);
    await context.close();
  });

  it('falls back to the default background image', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/brand/${demo.brandWithoutBackground}`);
    const hero = page.getByTestId('brand-background');
    await hero.waitFor();
    expect(await hero.getAttribute('data-default')).toBe('true');
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('default-background.svg');
    await context.close();
  });
});

describe('not found', () => {
  it('answers unknown routes with the not-found page', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/this/does/not/exist`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await context.close();
  });
});
