import { describe, expect, it } from 'vitest';
import * as consumerMessages from '#shared/messages/consumer';
import type { SimilarEntry } from '#shared/schemas/similar';
import { seriousViolations } from '#test/support/axe';
import type { KioskCard } from '#shared/schemas/kiosk';
import { CATEGORY_LABELS } from '#shared/kiosk';
import { makeId } from '#infra/local/seed/demo-data';
import { demo } from '#test/support/ids';
import { base, useBrowser } from '#test/support/pages';

// Similar products keep to the product's category; the nearest of other categories come only
// when too few of its own are close, under their own heading, each card saying its category
// (docs/cannastamp.md). Demo product 27, a gummy, has one close edible and seven from elsewhere.

const { adult } = useBrowser();

describe('similar products by category', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ])
    it(`lists the product's own category first and labels the others (${viewport.width} px)`, async () => {
      const { context, page } = await adult({ viewport });
      const comps = page.waitForResponse((r) => r.url().includes('/api/consumer/productComps/') && r.ok());
      await page.goto(`${base}/product/${demo.product(27)}`);
      await page.getByRole('heading', { name: 'Similar Products' }).scrollIntoViewIfNeeded();
      const entries = (await (await comps).json()) as SimilarEntry[];
      const own = entries.filter((e) => e.lot.product.productCategory === 'Edible');
      const others = entries.filter((e) => e.lot.product.productCategory !== 'Edible');
      expect(own.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      // the answer itself keeps the order: every own-category product before any other
      expect(entries.slice(0, own.length)).toEqual(own);
      const section = page.getByRole('region', { name: consumerMessages.similarOtherCategories });
      await section.waitFor();
      await section.getByText(consumerMessages.similarOtherCategoriesNote('Edible')).waitFor();
      const cards = section.getByRole('listitem');
      expect(await cards.count()).toBe(others.length);
      for (const [i, e] of others.entries())
        expect(await cards.nth(i).innerText()).toContain(e.lot.product.productCategory!.toUpperCase());
      // the product's own similar products sit above, without a category label
      const first = page.locator('.similar-grid').first().getByRole('listitem');
      expect(await first.count()).toBe(own.length);
      expect(await first.locator('.similar-category').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

  it("the kiosk's overlay: the store's products of other categories come under their own heading", async () => {
    const { context, page } = await adult({ viewport: { width: 1024, height: 768 } });
    const store = makeId(2, 0);
    const inventory = page.waitForResponse((r) => r.url().includes(`/api/kiosk/${store}/products`) && r.ok());
    await page.goto(`${base}/whitelabel/${store}`);
    const { products } = (await (await inventory).json()) as { products: KioskCard[] };
    const flower = products.find((c) => c.productCategory === 'Flower')!;
    const other = products.find((c) => c.productCategory !== 'Flower')!;
    // the demo store carries few of any answer's eight: the answer as the server gives it, with one
    // of the store's products of another category after it, as the index adds them when few are close
    await page.route(`**/api/kiosk/${store}/similar/atLocation/${flower._id}`, async (route) => {
      const real = (await (await route.fetch()).json()) as { products: KioskCard[] };
      await route.fulfill({ json: { products: [...real.products.filter((c) => c._id !== other._id), other] } });
    });
    await page
      .locator('.kiosk-card', { has: page.locator('.kiosk-card-name', { hasText: flower.name }) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: consumerMessages.similarOtherCategories }).waitFor();
    await dialog.getByText(consumerMessages.similarOtherCategoriesNote('Flower')).waitFor();
    await dialog.locator('.kiosk-similar').getByText(CATEGORY_LABELS[other.productCategory], { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
