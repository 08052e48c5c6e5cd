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

  it('uploads a video file; the training page plays it in the browser player', async () => {
    const title = `Welcome film ${Date.now().toString(36)}`;
    const { context, page } = await signedIn(account('admin'));
    await page.goto(`${base}/admin/training`);
    await page.getByRole('heading', { level: 1, name: 'Platform Training videos' }).waitFor();
    // a real WebM of a second, recorded by the browser itself from a drawn canvas
    const recorded = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
      const draw = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
      const parts: Blob[] = [];
      recorder.ondataavailable = (e) => parts.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 15; frame++) {
        draw.fillStyle = `hsl(${frame * 24} 70% 40%)`;
        draw.fillRect(0, 0, 160, 90);
        await new Promise((r) => setTimeout(r, 66));
      }
      recorder.stop();
      await stopped;
      return [...new Uint8Array(await new Blob(parts).arrayBuffer())];
    });

    const add = page.getByRole('region', { name: 'Add a video' });
    await add.getByLabel('Title').fill(title);
    // a file of another kind is refused before anything is sent
    await add
      .getByLabel(/Upload a video file/)
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await add.getByText('Only MP4 or WebM files can be uploaded here.').waitFor();
    await add
      .getByLabel(/Upload a video file/)
      .setInputFiles({ name: 'welcome.webm', mimeType: 'video/webm', buffer: Buffer.from(recorded) });
    await add.getByText(messages.fileUploaded('welcome.webm')).waitFor();
    expect(await add.getByLabel('Video link').inputValue()).toMatch(/^\/media\/training\/0{24}\/[0-9a-f]{24}\.webm$/);
    const preview = add.getByLabel(`Preview of ${title}`);
    await preview.waitFor();
    await page.waitForFunction(
      (el) => (el as HTMLVideoElement | null)?.readyState !== undefined && (el as HTMLVideoElement).readyState >= 1,
      await preview.elementHandle(),
    );
    expect(await seriousViolations(page), '/admin/training with an upload').toEqual([]);
    await add.getByRole('button', { name: 'Add video' }).click();
    await notice(page, messages.videoAdded);
    await item(page, title).waitFor();

    // the producer's page plays it from the platform's media, its metadata read through ranges
    const producer = await signedIn(account('producer'));
    await producer.page.goto(`${base}/client/${PRODUCER}/training`);
    const video = producer.page.locator(`video[aria-label="${title}"]`);
    await video.waitFor();
    await producer.page.waitForFunction((el) => (el as HTMLVideoElement).readyState >= 1, await video.elementHandle());
    // a recorder's WebM states no length (Infinity) until played through; either way it is a video
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(160);
    await producer.context.close();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete video' }).getByRole('button', { name: 'Delete' }).click();
    await item(page, title).waitFor({ state: 'detached' });
    await context.close();
  });
});
