import { describe, expect, it } from 'vitest';
import type { TaggedProduct } from '#shared/schemas/search';
import { base, useBrowser } from '#test/support/pages';

const { adult } = useBrowser();

/** The entries as the API answers them now (other test files add tagged products of their own), in the page's order. */
async function entries() {
  const all: TaggedProduct[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await fetch(`${base}/api/consumer/search/tags?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as { products: TaggedProduct[]; nextCursor: string | null };
    all.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return all.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

describe('Terpestival (/terp*)', () => {
  it('shows the entries three at a time in an infinite carousel, filters on the first tag and clears the filter', async () => {
    const demo = await entries();
    expect(demo.length).toBeGreaterThan(3);
    const { context, page } = await adult();
    await page.goto(`${base}/terpestival`);
    await page.getByRole('heading', { level: 1, name: 'Terpestival Competition Entries' }).waitFor();
    const carousel = page.getByRole('region', { name: 'Competition entries' });
    await carousel.waitFor();
    // three slides in view, the middle one current; the two off-screen ones are hidden from assistive tech
    const visible = carousel.locator('li.carousel-slide:not([aria-hidden])');
    await expect.poll(() => visible.count()).toBe(3);
    const first = await visible.nth(1).getAttribute('aria-label');
    expect(first).toBe(`1 of ${demo.length}`);

    // each entry: stamp, name, 'by {brand}'
    const card = visible.nth(1).getByRole('link');
    const name = (await card.locator('.result-name').textContent())!;
    expect(name).toBe(demo[0]!.name);
    await expect.poll(() => card.locator('.result-brand').textContent()).toBe(`by ${demo[0]!.brand.name}`);
    expect(await card.locator('svg[role="img"]').count()).toBe(1);

    // infinite: one step back from the first entry is the last
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => visible.nth(1).getAttribute('aria-label')).toBe(`${demo.length} of ${demo.length}`);
    // and the keyboard moves it too
    await carousel.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visible.nth(1).getAttribute('aria-label')).toBe(`1 of ${demo.length}`);

    // filter on the first tag
    const fuel = demo.filter((p) => p.tags[0] === 'Fuel');
    await page.getByRole('button', { name: 'Fuel' }).click();
    expect(await page.getByRole('button', { name: 'Fuel' }).getAttribute('aria-pressed')).toBe('true');
    const fuelRegion = page.getByRole('region', { name: 'Fuel entries' });
    await fuelRegion.waitFor();
    await expect
      .poll(() => fuelRegion.locator('li.carousel-slide:not([aria-hidden])').nth(1).getAttribute('aria-label'))
      .toBe(`1 of ${fuel.length}`);
    const fuelNames = new Set<string>();
    for (let i = 0; i < fuel.length; i++) {
      fuelNames.add((await fuelRegion.locator('li.carousel-slide.current .result-name').textContent())!);
      await fuelRegion.getByRole('button', { name: 'Next' }).click();
      await expect
        .poll(() => fuelRegion.locator('li.carousel-slide.current').getAttribute('aria-label'))
        .toBe(`${((i + 1) % fuel.length) + 1} of ${fuel.length}`);
    }
    expect(fuelNames).toEqual(new Set(fuel.map((p) => p.name)));

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await carousel.waitFor();
    await context.close();
  });

  it("marks an entry that is out of stores 'No Longer In Stores' and opens a product from its card", async () => {
    const demo = await entries();
    const gone = demo.find((p) => !p.available)!;
    const { context, page } = await adult();
    await page.goto(`${base}/terp`);
    const carousel = page.getByRole('region', { name: 'Competition entries' });
    await carousel.waitFor();
    const steps = demo.findIndex((p) => p._id === gone._id);
    for (let i = 0; i < steps; i++) {
      await carousel.getByRole('button', { name: 'Next' }).click();
      await expect
        .poll(() => carousel.locator('li.carousel-slide.current').getAttribute('aria-label'))
        .toBe(`${i + 2} of ${demo.length}`);
    }
    const current = carousel.locator('li.carousel-slide.current');
    expect(await current.getByText('No Longer In Stores').count()).toBe(1);
    await current.getByRole('link').click();
    await page.waitForURL(`${base}${gone.cleanUrl}`);
    await context.close();
  });
});
