import { describe, expect, it } from 'vitest';
import { INVESTOR_FORM_URL, SERVICE_DESK_URL, SUPPORT_EMAIL } from '../../web/src/lib/site-config.ts';
import { base, useBrowser } from './pages.ts';

const { adult } = useBrowser();

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
