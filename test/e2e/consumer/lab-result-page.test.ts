import { describe, expect, it } from 'vitest';
import type { LabResultAnswer } from '#shared/schemas/lab-result';
import { seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, signUpConsumer, useBrowser } from '#test/support/pages';

// The page a sticker's QR code opens tells the whole story (docs/lab-result-page.md): the product,
// brand and producer, the batch and sample lot ids, the dates, THC named one way, the safety
// tests, the certificates and the result's history; a signed-in consumer saves the product there.

const { adult } = useBrowser();
const screens = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

async function open(page: import('playwright-core').Page, lotId: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/lab-result/${lotId}`) && r.ok());
  await page.goto(`${base}/lab-result/${lotId}`);
  const r = (await (await answer).json()) as LabResultAnswer;
  await page.getByRole('heading', { level: 1 }).waitFor();
  return r;
}

/** The definition list's value for a term. */
const fact = (page: import('playwright-core').Page, term: string) =>
  page.locator('.lab-result-facts dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

describe('the lab-result page a QR code opens', () => {
  for (const screen of screens)
    it(`shows the product, brand, producer, lot ids, dates and THC by name (${screen.name})`, async () => {
      const { context, page } = await adult({ viewport: screen.viewport });
      const r = await open(page, demo.lot(0));
      const t = r.testResult;
      expect(r.product).toBeDefined();
      const product = fact(page, 'Product').getByRole('link', { name: r.product!.name });
      expect(await product.getAttribute('href')).toBe(`/product/${r.product!._id}/${r.lotId}`);
      const brand = fact(page, 'Brand').getByRole('link', { name: r.product!.brandName });
      expect(await brand.getAttribute('href')).toBe(`/brand/${r.product!.brandId}`);
      expect(await fact(page, 'Producer').innerText()).toBe(r.producer.name);
      expect(await fact(page, 'Batch \\(parent lot\\)').innerText()).toBe(t.tracabilityParentLotId);
      expect(await fact(page, 'Sample lot').innerText()).toBe(t.tracabilitySampleLotId);
      expect(await fact(page, 'Test date').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(await fact(page, 'Reported').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}/);
      // one naming of THC: the total, Δ9 and the acid each called by name, never a bare 'THC'
      expect(await page.locator('.headline').innerText()).toMatch(/^Total THC [\d.]+% · Total CBD [\d.]+%$/);
      await page.getByText(/^Δ9-THC ([\d.]+%|not reported) · THCA ([\d.]+%|not reported)$/).waitFor();
      await page.getByRole('rowheader', { name: 'Total THC', exact: true }).waitFor();
      expect(await page.getByRole('rowheader', { name: 'THC', exact: true }).count()).toBe(0);
      // the safety panels' verdicts, the certificates and the history are all there
      await page.getByRole('list', { name: 'Safety tests' }).waitFor();
      await page.getByRole('heading', { name: 'Certificates' }).waitFor();
      await page.getByRole('heading', { name: "History of this lot's result" }).waitFor();
      // a visitor gets no heart here: saving is for a signed-in consumer
      expect(await page.getByRole('button', { name: /Add to favorites/ }).count()).toBe(0);
      if (screen.viewport.width === 375) {
        // nothing wider than the phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

  it('lets a signed-in consumer save the product to favorites, as the product page does', async () => {
    const { context, page } = await adult({ viewport: { width: 375, height: 812 } });
    await signUpConsumer(page, 'lab-result-save');
    const r = await open(page, demo.lot(0));
    const heart = page.getByRole('button', { name: /Add to favorites/ });
    await heart.click();
    await page.getByRole('button', { name: /Saved to favorites/ }).waitFor();
    // it is in the binder, not only on the button
    const binder = await page.request.post(`${base}/api/consumer/user/product/${r.product!._id}/binder`, {
      headers: { origin: base },
    });
    expect(binder.status()).toBe(200);
    expect(((await binder.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('button', { name: /Saved to favorites/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
