import { describe, expect, it } from 'vitest';
import { INVESTOR_FORM_URL, SERVICE_DESK_URL, SUPPORT_EMAIL } from '../../web/src/lib/site-config.ts';
import { base, useBrowser } from './pages.ts';

const { adult, visitor } = useBrowser();

describe('help, contact and invest', () => {
  it("/help says 'Redirecting to our Service Desk', then goes to the configured service desk after 1.5 s", async () => {
    const { context, page } = await adult();
    // the service desk is outside: the browser gets a stand-in page for it
    await page.route(`${new URL(SERVICE_DESK_URL).origin}/**`, (r) => r.fulfill({ contentType: 'text/html', body: '<title>Service desk</title>' }));
    await page.goto(`${base}/help`);
    await page.getByRole('status').filter({ hasText: 'Redirecting to our Service Desk' }).waitFor();
    expect(page.url()).toBe(`${base}/help`); // it says so first, then goes
    await page.waitForURL(SERVICE_DESK_URL);
    await context.close();
  });

  it('/contact shows the support address; /invest welcomes investors with the embedded form', async () => {
    const { context, page } = await adult();
    await page.route(`${new URL(INVESTOR_FORM_URL).origin}/**`, (r) => r.fulfill({ contentType: 'text/html', body: '<form><label>Name <input></label></form>' }));
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
    for (const point of ['21 years of age or older', 'State of Washington', 'King County', 'three (3) years', 'non-transferable', 'death certificate', 'by e-mail or by SMS'])
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
