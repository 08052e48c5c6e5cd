import { launchBrowser } from '#test/support/browser';
const b = await launchBrowser();
const base = 'http://localhost:3380';
const store = '5c3fc58000000000001e8480';
for (const [w, h, name] of [[1024, 768, 'land'], [375, 800, 'phone']] as const) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  await ctx.addCookies([{ name: 'legal', value: 'true', url: base }]);
  const p = await ctx.newPage();
  p.on('console', (m) => console.log('console', m.type(), m.text()));
  await p.goto(`${base}/whitelabel/${store}`);
  await p.getByText('Harle-Tsu').first().waitFor({ timeout: 20000 }).catch((e) => console.log('wait', e.message));
  await p.screenshot({ path: `/tmp/look-store-${name}.png`, fullPage: false });
  console.log(name, await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]));
  if (name === 'land') {
    await p.getByRole('button', { name: /Harle-Tsu/ }).first().click();
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/look-store-detail.png` });
  }
}
await b.close();
