import { describe, expect, it } from 'vitest';
import { CANNABINOID_COLOURS, TERPENE_COLOURS } from '#shared/cannastamp/palette';
import { LABEL_OPTIONS } from '#shared/cannastamp/label';
import { demo } from '#test/support/ids';
import { pdfFacts } from '#test/support/pdf';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { base, failCalls, signInWithModal, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();

describe('the cannastamp in the browser', () => {
  it('shows the product page stamp at 300 px with its accessible name, and the colour key', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    const stamp = page.getByRole('img', {
      name: /^Cannastamp for Blue Dream: total THC \d+\.\d\d%, total CBD \d+\.\d\d%$/,
    });
    await stamp.waitFor();
    const box = await stamp.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([300, 300]);
    expect(await stamp.evaluate((svg) => svg.querySelector('desc')?.textContent)).toMatch(
      /^Cannabinoids: THC [\d.]+%, CBD .* Terpenes: Myrcene [\d.]+%/,
    );
    // the key is open beside the stamp, not folded away
    const key = page.getByRole('region', { name: 'What the colours mean' });
    expect(await key.getByRole('heading', { name: 'Outer ring: terpenes' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows similar products as 100 px cannastamps linking to each product', async () => {
    const { context, page } = await adult();
    // a phone's screen: the grid is well below the fold, and loads when the reader nears it
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${base}/product/${demo.blueDream}`);
    const similar = page.getByRole('region', { name: 'Similar Products' });
    await page.getByRole('heading', { level: 1, name: 'Blue Dream' }).waitFor();
    expect(await similar.getByRole('link').count()).toBe(0);
    await similar.scrollIntoViewIfNeeded();
    await similar.getByRole('link').first().waitFor();
    const links = similar.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    const stamp = links.first().getByRole('img', { name: /^Cannastamp for / });
    const box = await stamp.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([100, 100]);
    // a demo product's link: other tests sharing the runtime add products of their own companies
    const demoNames = new Set(buildDemoData().products.map((p) => p.name));
    let chosen = links.first();
    for (const link of await links.all())
      if (demoNames.has((await link.locator('.similar-name').textContent()) ?? '')) {
        chosen = link;
        break;
      }
    const name = await chosen.locator('.similar-name').textContent();
    await chosen.click();
    await page.getByRole('heading', { name: name!, level: 1 }).waitFor();
    await context.close();
  });

  it("says similar products did not load, not 'no good match', and loads them on Try again", async () => {
    const { context, page } = await adult();
    await failCalls(page, '**/api/consumer/productComps/**');
    await page.goto(`${base}/product/${demo.blueDream}`);
    const similar = page.getByRole('region', { name: 'Similar Products' });
    await similar.scrollIntoViewIfNeeded();
    await similar.getByRole('alert').filter({ hasText: 'Similar products did not load.' }).waitFor();
    expect(await similar.getByText("We didn't find a good match", { exact: false }).count()).toBe(0);
    expect(await similar.getByRole('link').count()).toBe(0);

    await page.unroute('**/api/consumer/productComps/**');
    await similar.getByRole('button', { name: 'Try again' }).click();
    await similar.getByRole('link').first().waitFor();
    expect(await similar.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it("shows 'Certified By' with the lab's logo only for a lab whose name has the configured word", async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    const certified = page.getByRole('region', { name: 'Certified By' });
    await certified.getByText('Puget Sound Certified Analytics').waitFor();
    const logo = certified.getByRole('img', { name: 'Puget Sound Certified Analytics logo' });
    expect(
      await logo.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : new Promise((r) => img.addEventListener('load', () => r(img.naturalWidth))),
      ),
    ).toBeGreaterThan(0);
    await page.goto(`${base}/product/${demo.product(1)}`);
    await page.getByRole('heading', { name: 'Lab result' }).waitFor();
    expect(await page.getByRole('region', { name: 'Certified By' }).count()).toBe(0);
    await context.close();
  });

  it('flags a reported total THC that disagrees with THC + 0.877 × THCA', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.product(1)}`);
    await expect
      .poll(() => page.getByRole('note').textContent())
      .toMatch(
        /^The lab reported total THC of [\d.]+ %, but Δ9-THC \+ 0\.877 × THCA comes to [\d.]+ %\. The lab's figure is shown\.$/,
      );
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.getByRole('heading', { name: 'Lab result' }).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await context.close();
  });

  it('draws the about page legend from the same palette as the badge', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/about#thecolors`);
    const section = page.getByRole('region', { name: 'The colours' });
    await section.waitFor();
    const swatches = await section
      .locator('.swatch')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    const hex = (rgb: string) =>
      `#${rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    expect(swatches.map(hex)).toEqual([...CANNABINOID_COLOURS, ...TERPENE_COLOURS].map((c) => c.colour));
    // the stamps on the page use exactly these colours for their wedges
    const fills = await section
      .locator('svg path:not([fill-opacity])')
      .evaluateAll((ps) => ps.map((p) => p.getAttribute('fill')));
    for (const f of fills) expect([...CANNABINOID_COLOURS, ...TERPENE_COLOURS].map((c) => c.colour)).toContain(f);
    expect(await section.evaluate((s) => s.getBoundingClientRect().top)).toBeLessThan(200); // scrolled to #thecolors
    await context.close();
  });
});

/** Blue Dream's product page, signed in through the modal as a demo business user. */
async function productPageAs(role: 'producer' | 'dispensary') {
  const { context, page } = await adult();
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  await page.goto(`${base}/product/${demo.blueDream}`);
  await signInWithModal(page, account.email, account.password);
  // signed in: the header's Company link appears (sign-in sends business users to their client area)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).waitFor();
  await page.goto(`${base}/product/${demo.blueDream}`);
  return { context, page };
}

describe('cannastamp downloads on the product page', () => {
  it('offers a processor the PNG and the SVG, opening the file in a new tab', async () => {
    const { context, page } = await productPageAs('producer');
    const downloads = page.getByRole('region', { name: 'Downloads' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      downloads.getByRole('button', { name: 'Cannastamp PNG (3600 × 3600)' }).click(),
    ]);
    await tab.waitForURL(/\/exports\/png\/.*\.png\?/);
    expect(await tab.evaluate(() => [document.images[0]?.naturalWidth, document.images[0]?.naturalHeight])).toEqual([
      3600, 3600,
    ]);
    await downloads.getByRole('button', { name: 'Download SVG' }).waitFor();
    await context.close();
  });

  it('gives a dispensary every PDF label; the one chosen opens at its physical size', async () => {
    const { context, page } = await productPageAs('dispensary');
    const labels = page.getByRole('group', { name: 'Cannastamp PDF labels' });
    for (const o of LABEL_OPTIONS) await labels.getByRole('button', { name: `${o.name} PDF` }).waitFor();
    await labels.getByLabel('Package weight').selectOption('3.5');
    // the tab goes to the file's link; the test reads the same file the tab asked for
    const [request] = await Promise.all([
      context.waitForEvent('request', (r) => /\/exports\/pdf\/.*\.pdf\?/.test(r.url())),
      labels.getByRole('button', { name: 'Circular 1.25″ PDF' }).click(),
    ]);
    const facts = pdfFacts(new Uint8Array(await (await fetch(request.url())).arrayBuffer()));
    expect(facts.pages).toBe(1);
    expect(facts.mediaBoxes[0]).toEqual([0, 0, 90, 90]); // 1.25 inch at 72 points per inch
    expect(facts.images).toBe(0);
    await context.close();
  });

  it("says 'you need popups enabled' when the tab is blocked, and shows consumers no downloads", async () => {
    const { context, page } = await productPageAs('dispensary');
    const downloads = page.getByRole('region', { name: 'Downloads' });
    await downloads.getByRole('button', { name: 'Cannastamp PNG (3600 × 3600)' }).waitFor();
    expect(await downloads.getByRole('button', { name: 'Download SVG' }).count()).toBe(0);
    await page.evaluate(() => {
      window.open = () => null; // what a popup blocker does
    });
    await downloads.getByRole('button', { name: 'Cannastamp PNG (3600 × 3600)' }).click();
    // the section's own alert, in the spec's words, where the button was pressed
    await downloads
      .getByRole('alert')
      .filter({ hasText: /^you need popups enabled$/ })
      .waitFor();
    await context.close();

    const visitor = await adult();
    await visitor.page.goto(`${base}/product/${demo.blueDream}`);
    await visitor.page.getByRole('heading', { name: 'Lab result' }).waitFor();
    expect(await visitor.page.getByRole('region', { name: 'Downloads' }).count()).toBe(0);
    await visitor.context.close();
  });
});
