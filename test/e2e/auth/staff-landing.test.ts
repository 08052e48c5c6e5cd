import { describe, expect, it } from 'vitest';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { base, mainNav, signInWithModal, useBrowser } from '#test/support/pages';
import { memberOf } from '#test/support/producers';

// Where platform staff land after signing in through the header's form: their own work, not the
// consumers' Favorites (which they do not keep). docs/web.md, Pages and landing.

const { adult } = useBrowser();

describe('signing in as staff', () => {
  it.each([
    ['an admin', { adminUser: true }, '/admin/clients', 'Clients'],
    ['a data-entry clerk', { serviceDataEntry: true }, '/admin/service/tests/entry', 'Enter Data'],
    ['a reviewer', { serviceReview: true }, '/admin/service/tests/review', 'Review Data'],
  ])('lands %s on their own home', async (_who, flags, path, link) => {
    const staff = await memberOf(base, flags);
    const { context, page } = await adult();
    await page.goto(base);
    await signInWithModal(page, staff.email, staff.password);
    await page.waitForURL(`${base}${path}`);
    // the header's link to that page leads where they landed
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: link, exact: true }).getAttribute('href'))
      .toBe(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), screen.name).toEqual([]);
    }
    await context.close();
  });
});
