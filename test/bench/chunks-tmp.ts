import { gzipSync } from 'node:zlib';
import { launchBrowser } from '#test/support/browser';
const base = 'http://localhost:3900';
const inn = await fetch(`${base}/api/authentication/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.3.5' },
  body: JSON.stringify({ email: 'producer@demo.cannastamp.test', password: 'Producer-Demo-21' }),
});
const cookies = inn.headers.getSetCookie().map((c) => c.split(';')[0]!);
const browser = await launchBrowser();
const context = await browser.newContext();
await context.addCookies([
  { name: 'legal', value: 'true', url: base },
  ...cookies.map((c) => {
    const eq = c.indexOf('=');
    return { name: c.slice(0, eq), value: c.slice(eq + 1), url: base };
  }),
]);
const page = await context.newPage();
const sizes: [string, number][] = [];
page.on('response', async (r) => {
  if (!/\.(js|css)$/.test(r.url())) return;
  const b = await r.body().catch(() => Buffer.alloc(0));
  sizes.push([r.url().replace(base, ''), gzipSync(b).length]);
});
await page.goto(`${base}/client/5c3e740000000000000f4240/manageProducts`);
await page.locator('table tbody tr a').first().waitFor();
await page.waitForTimeout(300);
await browser.close();
sizes.sort((a, b) => b[1] - a[1]);
console.log('total gz KB', (sizes.reduce((a, [, v]) => a + v, 0) / 1024).toFixed(1), 'files', sizes.length);
console.log(
  sizes
    .slice(0, 30)
    .map(([k, v]) => `${(v / 1024).toFixed(1)} ${k}`)
    .join('\n'),
);
