import { launchBrowser } from './test/support/browser.ts';

const base = 'http://localhost:4200';
const browser = await launchBrowser();
const shot = async (name: string, width: number, fn: (p: import('playwright-core').Page) => Promise<void>) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'legal', value: 'true', url: base }]);
  const page = await context.newPage();
  await fn(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/company-shots/${name}.png`, fullPage: true });
  await context.close();
};
const signup = async (page: import('playwright-core').Page, type = 'producer') => {
  const email = `shot-${Date.now()}-${Math.random().toString(36).slice(2)}@test.cannastamp.test`;
  const r = await page.request.post(`${base}/api/authentication/signup`, {
    data: { email, password: 'Shots-Demo-2121', passwordVer: 'Shots-Demo-2121', accountType: type },
    headers: { origin: base, 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  if (r.status() !== 200) throw new Error(await r.text());
};
await shot('claim-desktop', 1280, async (page) => {
  await signup(page);
  await page.goto(`${base}/ClaimYourCompany?offer=pro-trial`);
  await page.getByRole('heading', { name: 'Company Registration Information' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Business Name is required').waitFor();
});
for (const width of [1280, 375])
  await shot(`profile-${width}`, width, async (page) => {
    await signup(page, 'dispensary');
    const r = await page.request.post(`${base}/api/client/claim-entity`, {
      data: { name: 'Green Door Dispensary', type: 'dispensary', contactName: 'Robin Ash', contactPhone: '2065550142', licenseNumber: 'WA-412345' },
      headers: { origin: base },
    });
    const id = (await r.json()).clientAssignment;
    await page.goto(`${base}/client/${id}/profile`);
    await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    if (width === 375) await page.getByRole('button', { name: 'Company menu' }).click();
    else await page.getByRole('button', { name: 'Reveal API Secret' }).click();
  });
await shot('demo-producer-profile', 1280, async (page) => {
  const r = await page.request.post(`${base}/api/authentication/signin`, {
    data: { email: 'admin@demo.cannastamp.test', password: 'Admin-Demo-2121' },
    headers: { origin: base },
  });
  if (r.status() !== 200) throw new Error(await r.text());
  await page.goto(`${base}/client/${process.argv[2]}/profile`);
  await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
});
await browser.close();
