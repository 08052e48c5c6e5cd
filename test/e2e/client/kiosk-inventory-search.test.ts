import { describe, expect, it } from 'vitest';
import * as distributionMessages from '#shared/messages/client/distributions';
import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

// The Kiosk Inventory's search box as the demo dispensary uses it (docs/kiosk.md 'Searching the
// inventory'), on a 1024 px tablet and a 375 px phone: by keyboard, it finds a product the first
// page does not show, says when nothing matches, and clears; axe-core finds no serious violation.

const { signedIn } = useBrowser();
const DISPENSARY = makeId(2, 0);
const data = buildDemoData();
// the oldest entry the store carries: the list shows it last, never on its first page
const oldest = data.distributions
  .filter((d) => d.dispensary === DISPENSARY && d.status === 'approved')
  .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))[0]!;
const wanted = data.products.find((p) => p._id === oldest.product)!.name;

describe("the Kiosk Inventory's search", () => {
  for (const screen of [
    { width: 1024, height: 768 },
    { width: 375, height: 740 },
  ])
    it(`finds a product past the first page at ${screen.width} px, by keyboard`, async () => {
      const { context, page } = await signedIn(
        DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!,
        {
          viewport: screen,
        },
      );
      await page.goto(`${base}/client/${DISPENSARY}/inventory`);
      const table = page.getByRole('table', { name: 'Products you carry, latest first' });
      const links = table.locator('tbody tr').getByRole('link');
      await expect.poll(() => links.count()).toBe(10);
      expect(await links.allTextContents()).not.toContain(wanted);

      const box = page.getByRole('searchbox', { name: 'Search your inventory' });
      await box.focus();
      await page.keyboard.type(wanted.toUpperCase());
      await expect.poll(() => links.allTextContents()).toContain(wanted);
      expect(await seriousViolations(page)).toEqual([]);

      // Escape empties the box and the whole list comes back
      await page.keyboard.press('Escape');
      expect(await box.inputValue()).toBe('');
      await expect.poll(() => links.count()).toBe(10);

      await page.keyboard.type('nothing carries this');
      await page.getByRole('status').filter({ hasText: distributionMessages.noInventoryMatches }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // the clear button, by keyboard too
      await page.getByRole('button', { name: 'Clear search' }).focus();
      await page.keyboard.press('Enter');
      expect(await box.inputValue()).toBe('');
      await expect.poll(() => links.count()).toBe(10);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(screen.width);
      await context.close();
    });
});
