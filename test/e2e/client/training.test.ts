import { describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

// Platform Training as the demo producer, from the side menu, with the support address; axe and
// layouts. Other tests add videos to the shared list, so this one waits for the list or its empty
// state, whichever the runtime holds (test/e2e/admin/training.test.ts plays the videos it adds).

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);

describe('Platform Training', () => {
  it('opens from the side menu and says how to get help', async () => {
    const { context, page } = await signedIn(DEMO_ACCOUNTS.find((x) => x.role === 'producer')!);
    await page.goto(`${base}/client/${PRODUCER}/manageBrands`);
    const menu = page.getByRole('navigation', { name: 'Company' });
    await menu.getByRole('link', { name: 'Platform Training' }).click();
    await page.waitForURL(`${base}/client/${PRODUCER}/training`);
    const title = page.getByRole('heading', { name: 'Platform Training', level: 1 });
    await title.waitFor();
    await page
      .getByRole('list', { name: 'Training videos' })
      .or(page.getByRole('status').filter({ hasText: 'No training videos are published yet.' }))
      .waitFor();
    expect(
      await page.locator('main').getByRole('link', { name: 'support@cannastamp.com' }).getAttribute('href'),
    ).toMatch(/^mailto:support@cannastamp\.com/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => title.waitFor())).toEqual([]);
    await context.close();
  });
});
