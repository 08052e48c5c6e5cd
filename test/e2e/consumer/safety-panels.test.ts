import { describe, expect, it } from 'vitest';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { makeId } from '#infra/local/seed/demo-data';
import { seriousViolations } from '#test/support/axe';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';

// The safety panels of a demo result (docs/data-model.md, Safety panels) where shoppers look for
// them: the product page, the lab result page a sticker's code opens, and the kiosk's overlay.
// Each shows the verdicts first and an analyte's figure, unit and limit one tap away.

const { adult } = useBrowser();
const DEMO_DISPENSARY = makeId(2, 0);

describe('the safety panels', () => {
  it('on the product page: verdicts, a panel opened to its analytes, and the panels not reported', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/product/${demo.blueDream}`);
    const safety = page.getByRole('region', { name: 'Safety tests' });
    await safety.scrollIntoViewIfNeeded();
    await page.getByRole('list', { name: 'Safety tests' }).getByText('Passed pesticides').waitFor();
    const metals = safety.locator('details', { hasText: 'Passed heavy metals' });
    expect(await metals.getByRole('table').isVisible()).toBe(false);
    await metals.locator('summary').press('Enter');
    const lead = metals.getByRole('row', { name: /Lead/ });
    await lead.waitFor();
    expect(await lead.getByRole('cell').allInnerTexts()).toEqual([expect.stringMatching(/µg\/g$/), '1.2 µg/g', 'Pass']);
    expect(
      await metals
        .getByRole('row', { name: /Mercury/ })
        .getByRole('cell')
        .first()
        .innerText(),
    ).toBe('Not detected');
    await safety.getByText(/^Not reported on this result: /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // the lot's own page and its data, under the figures
    const lotPage = page.getByRole('link', { name: 'Lab result page and certificates' });
    expect(await lotPage.getAttribute('href')).toMatch(/^\/lab-result\/[0-9a-f]{24}$/);
    expect(await page.getByRole('link', { name: 'Lab data (WCIA JSON)' }).getAttribute('href')).toMatch(
      /^\/api\/lab-result\/[0-9a-f]{24}\/wcia$/,
    );
    await context.close();
  });

  it('on the lab result page: a panel not tested is said so, never passed', async () => {
    const { context, page } = await adult();
    // demo result 3 left its mycotoxins untested (infra/local/seed/safety-panels.ts)
    await page.goto(`${base}/lab-result/${demo.lot(3)}`);
    const safety = page.getByRole('region', { name: 'Safety tests' });
    await safety.waitFor();
    const myco = safety.locator('details', { hasText: 'Not tested: mycotoxins' });
    await myco.locator('summary').click();
    expect(
      await myco
        .getByRole('row', { name: /Total aflatoxins/ })
        .getByRole('cell')
        .first()
        .innerText(),
    ).toBe('Not tested');
    expect(await page.getByText('Passed mycotoxins').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("in the kiosk's overlay: the verdicts, then the details from the lot's lab result on a tap", async () => {
    const { context, page } = await adult({ viewport: { width: 1024, height: 768 } });
    const inventory = page.waitForResponse((r) => /\/api\/kiosk\/[^/]+\/products/.test(r.url()) && r.ok());
    await page.goto(`${base}/whitelabel/${DEMO_DISPENSARY}`);
    const { products } = (await (await inventory).json()) as {
      products: { name: string; safety?: { pesticides?: string } }[];
    };
    const tested = products.find((c) => c.safety?.pesticides === 'pass');
    expect(tested, 'a demo product on the kiosk has its safety tests').toBeDefined();
    await page
      .locator('.kiosk-card', { has: page.locator('.kiosk-card-name', { hasText: tested!.name }) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('list', { name: 'Safety tests' })
      .getByText(/Passed pesticides$/)
      .waitFor();
    const details = dialog.getByRole('button', { name: storefrontMessages.safetyDetails });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    const asked = page.waitForRequest((r) => r.url().includes('/api/lab-result/'));
    await details.click();
    await asked;
    const panels = dialog.getByRole('region', { name: 'Safety tests' });
    await panels.locator('details', { hasText: 'Passed pesticides' }).locator('summary').click();
    await panels
      .getByRole('row', { name: /Myclobutanil|Abamectin/ })
      .first()
      .waitFor();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
