import { describe, expect, it } from 'vitest';
import { environmentFor } from '#web/app/environment.ts';
import { base, signUpConsumer, useBrowser } from '#test/support/pages';

// the tests run on localhost, so the pages show the local environment's addresses
const {
  investorFormUrl: INVESTOR_FORM_URL,
  serviceDeskUrl: SERVICE_DESK_URL,
  supportEmail: SUPPORT_EMAIL,
} = environmentFor('localhost');

const { adult, visitor } = useBrowser();

describe('help, contact and invest', () => {
  it("/help says 'Redirecting to our Service Desk', then goes to the configured service desk after 1.5 s", async () => {
    const { context, page } = await adult();
    // the service desk is outside: the browser gets a stand-in page for it
    await page.route(`${new URL(SERVICE_DESK_URL).origin}/**`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>Service desk</title>' }),
    );
    await page.goto(`${base}/help`);
    await page.getByRole('status').filter({ hasText: 'Redirecting to our Service Desk' }).waitFor();
    expect(page.url()).toBe(`${base}/help`); // it says so first, then goes
    await page.waitForURL(SERVICE_DESK_URL);
    await context.close();
  });

  it('/contact shows the support address; /invest welcomes investors with the embedded form', async () => {
    const { context, page } = await adult();
    await page.route(`${new URL(INVESTOR_FORM_URL).origin}/**`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<form><label>Name <input></label></form>' }),
    );
    await page.goto(`${base}/contact`);
    expect(await page.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await page.goto(`${base}/invest`);
    await page.getByRole('heading', { name: 'Welcome Investors!' }).waitFor();
    expect(await page.getByTitle('Investor contact form').getAttribute('src')).toBe(INVESTOR_FORM_URL);
    await context.close();
  });
});

describe('legal pages', () => {
  it('the terms state every point the spec lists, readable before the age gate', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/termsofservice`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const text = (await page.locator('article').textContent())!;
    for (const point of [
      '21 years of age or older',
      'State of Washington',
      'King County',
      'three (3) years',
      'non-transferable',
      'death certificate',
      'by e-mail or by SMS',
    ])
      expect(text, point).toContain(point);
    await context.close();
  });

  it('the privacy policy promises a breach notice within 30 days', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('article').textContent()).toContain('within 30 days');
    await context.close();
  });
});

describe('producer and dispensary pages', () => {
  it('/brands offers free storage and cannastamps, Pro loyalty at its prices and where-to-buy coming soon; its sign-up link depends on the session', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/brands`);
    const article = page.locator('article.marketing');
    await article.getByRole('heading', { level: 1 }).waitFor();
    const text = (await article.textContent())!;
    for (const point of [
      'Free certificate storage',
      'Cannastamps for every product',
      '3,000 messages a month',
      '$0.03 each',
      'Where to buy',
      'coming soon',
      'free for 30 days',
    ])
      expect(text, point).toContain(point);
    const links = article.getByRole('link', { name: /claim your company|get started free|pro trial/i });
    expect(await links.count()).toBe(3);
    // each carries the Pro trial offer through sign-up to the claim
    for (const href of await links.evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
      expect(href).toBe('/signup/ClaimYourCompany/producer?offer=pro-trial');
    // the link preselects the account type on the sign-up page
    await links.first().click();
    await page.waitForURL(`${base}/signup/ClaimYourCompany/producer?offer=pro-trial`);
    expect(await page.getByRole('radio', { name: 'Producer' }).isChecked()).toBe(true);

    // signed in, the same link goes straight to claiming a company
    await signUpConsumer(page, 'marketing');
    await page.goto(`${base}/brands`);
    await expect
      .poll(() => article.getByRole('link', { name: 'Claim your company' }).getAttribute('href'))
      .toBe('/ClaimYourCompany?offer=pro-trial');
    await page.goto(`${base}/dispensaries`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Claim your dispensary' }).getAttribute('href'))
      .toBe('/ClaimYourCompany?offer=pro-trial');
    await context.close();
  });

  it('/dispensaries prices the kiosk and the loyalty add-on and offers the 30-day dispensary Pro trial', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/dispensaries`);
    const article = page.locator('article.marketing');
    await article.getByRole('heading', { level: 1 }).waitFor();
    expect(await article.getByRole('heading', { name: /Kiosk tablet tool/ }).textContent()).toContain('$200/mo');
    expect(await article.getByRole('heading', { name: /Loyalty add-on/ }).textContent()).toContain('+$100/mo');
    await article.getByRole('heading', { name: 'Try dispensary Pro free for 30 days' }).waitFor();
    // its two calls to claim, each carrying the Pro trial offer through sign-up
    const links = article.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Claim your dispensary', 'Start your free trial']);
    for (const href of await links.evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
      expect(href).toBe('/signup/ClaimYourCompany/dispensary?offer=pro-trial');
    await context.close();
  });
});

describe('/about', () => {
  it('steps through the explainer slides, links the colours and sign-up', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/about`);
    const slides = page.getByRole('region', { name: 'How the cannastamp works' });
    const current = slides.locator('li.carousel-slide.current');
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('A strain name is not an experience');
    expect(await current.textContent()).toContain('meaningless for describing effect');
    await slides.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('Over 650 active compounds');
    // infinite both ways: back twice from the second is the last, which links to sign-up
    await slides.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('A strain name is not an experience');
    await slides.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('Find what works for you');
    expect(await current.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/signup');
    await page.locator('#thecolors').waitFor();
    await context.close();
  });
});
