import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages/admin/training';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

// /admin/training in a real browser as the demo admin: two videos added by link, the second moved
// up by keyboard, one edited, and the producer's Platform Training page playing them embedded in
// the no-cookie players (which the site's CSP must let load); then one deleted through the app's
// question. Other tests add videos to the same list, so this one looks only at its own titles.
// axe (colour contrast included) on both pages at 375 and 1280 px.

const { signedIn } = useBrowser();
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const PRODUCER = makeId(1, 0);

/** The players' hosts answer with a page of our own: the test needs no network, and the frame still has to pass the CSP. */
async function standInPlayers(context: BrowserContext) {
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**'])
    await context.route(host, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' }),
    );
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const item = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

describe('/admin/training', () => {
  it('adds videos by link, orders, edits and deletes them; the training page plays them embedded', async () => {
    const tag = Date.now().toString(36);
    const first = `Brands walk-through ${tag}`;
    const second = `Printing stickers ${tag}`;
    const { context, page } = await signedIn(account('admin'));
    await page.goto(`${base}/admin/training`);
    await page.getByRole('heading', { level: 1, name: 'Platform Training videos' }).waitFor();

    const add = page.getByRole('region', { name: 'Add a video' });
    // a link the list cannot play is named beside its field, and nothing is added
    await add.getByLabel('Title').fill(first);
    await add.getByLabel('Video link').fill('https://example.com/watch');
    await add.getByRole('button', { name: 'Add video' }).click();
    await add.getByText('must be a YouTube or Vimeo video link').waitFor();
    expect(await item(page, first).count()).toBe(0);

    await add.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await add.getByLabel('Description').fill('Setting up a brand and its logo.');
    await add.getByRole('button', { name: 'Add video' }).click();
    await notice(page, messages.videoAdded);
    await item(page, first).waitFor();
    await add.getByLabel('Title').fill(second);
    await add.getByLabel('Video link').fill('https://vimeo.com/76979871');
    await add.getByRole('button', { name: 'Add video' }).click();
    await item(page, second).waitFor();

    // by keyboard: the second moves above the first
    const up = page.getByRole('button', { name: `Move ${second} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await notice(page, messages.videosMoved);
    const order = async () => {
      const texts = await page.getByRole('listitem').allTextContents();
      return [first, second].sort(
        (a, b) => texts.findIndex((t) => t.includes(a)) - texts.findIndex((t) => t.includes(b)),
      );
    };
    expect(await order()).toEqual([second, first]);

    await page.getByRole('button', { name: `Edit ${first}` }).click();
    // while edited, its title is in a field: the item is the one holding the form's Save
    const editing = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
    await editing.getByLabel('Description').fill('Brands, logos and their pages.');
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await notice(page, messages.videoSaved);
    await page.getByText('Brands, logos and their pages.').waitFor();

    for (const s of SCREENS) {
      await page.setViewportSize({ width: s.width, height: s.height });
      await page.reload();
      await item(page, first).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `/admin/training on a ${s.name}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), s.name).toBeLessThanOrEqual(s.width);
    }

    // the producer plays them, in the admins' order, in the privacy-friendly players
    const producer = await signedIn(account('producer'));
    await standInPlayers(producer.context);
    const training = producer.page;
    await training.goto(`${base}/client/${PRODUCER}/training`);
    const youtube = training.locator(`iframe[title="${first}"]`);
    await youtube.waitFor();
    expect(await youtube.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await training.locator(`iframe[title="${second}"]`).getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    await training.frameLocator(`iframe[title="${first}"]`).getByText('Player stand-in').waitFor();
    await training.getByText('Brands, logos and their pages.').waitFor();
    for (const s of SCREENS) {
      await training.setViewportSize({ width: s.width, height: s.height });
      await training.reload();
      await youtube.waitFor();
      await training.waitForLoadState('networkidle');
      expect(await seriousViolations(training), `training on a ${s.name}`).toEqual([]);
      expect(await training.evaluate(() => document.documentElement.scrollWidth), s.name).toBeLessThanOrEqual(s.width);
    }

    // deleted after the app's question: gone from both pages
    for (const title of [first, second]) {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete video' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await notice(page, messages.videoDeleted);
      await item(page, title).waitFor({ state: 'detached' });
    }
    await training.reload();
    await training.getByRole('heading', { level: 1, name: 'Platform Training' }).waitFor();
    await training
      .locator('main')
      .getByText(/Loading/)
      .waitFor({ state: 'detached' });
    expect(await training.locator(`iframe[title="${first}"]`).count()).toBe(0);
    await producer.context.close();
    await context.close();
  });
});
