import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages/admin/content';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { SCREENS, seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';

// /admin/blog in a real browser as the demo admin: a post written with its featured image uploaded,
// scheduled, published (seen on CannaTalk by a visitor), unpublished (gone from it) and deleted;
// axe and the two screens on the list and the editor.

const { signedIn, adult } = useBrowser();
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Saves the editor and waits for its notice. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: messages.postSaved }).waitFor();
}

/** The title a visitor reads at the post's address (the public list answers from a 5 s cache: polled until it agrees). */
async function publicTitle(page: Page, id: string) {
  await page.goto(`${base}/cannatalk/${id}`);
  return page.locator('article h1').textContent();
}
const GONE = 'That post is not here any more.';

describe('/admin/blog', () => {
  it('writes a post with its image, schedules, publishes, unpublishes and deletes it', async () => {
    const title = `Browser post ${Date.now().toString(36)}`;
    const { context, page } = await signedIn(admin);
    const visitor = (await adult()).page;
    await page.goto(`${base}/admin/blog`);
    await heading(page, 'CannaTalk posts').waitFor();
    await page.getByRole('link', { name: 'New post' }).click();
    await heading(page, 'New post').waitFor();

    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Upload Featured image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(title) });
    const preview = page.getByRole('img', { name: 'Featured image' });
    await expect.poll(() => preview.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Terpenes, read from the certificate.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' Bold words.');
    // the editor's default: tomorrow, in the admin's zone
    await page.getByRole('radio', { name: 'Schedule for a time' }).check();
    await save(page);
    await page.waitForURL(/\/admin\/blog\/post\/[0-9a-f]{24}$/);
    const id = page.url().split('/').pop()!;
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${base}/admin/blog`);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Scheduled').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await publicTitle(visitor, id)).toBe(GONE);

    await row.getByRole('link', { name: title }).click();
    await heading(page, 'Edit post').waitFor();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await save(page);
    await expect.poll(() => publicTitle(visitor, id), { interval: 1000 }).toBe(title);
    await visitor.locator('article strong', { hasText: 'Bold words.' }).waitFor();
    const img = visitor.locator('article img.blog-image');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'Draft: not shown on CannaTalk' }).check();
    await save(page);
    await expect.poll(() => publicTitle(visitor, id), { interval: 1000 }).toBe(GONE);

    await page.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post' });
    await dialog.getByText(messages.deleteQuestion(title)).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: messages.postDeleted }).waitFor();
    await heading(page, 'CannaTalk posts').waitFor();
    await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);
    await context.close();
  });

  it('fits a phone and a desktop, axe clean on both', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${base}/admin/blog/post`);
    await heading(page, 'New post').waitFor();
    const wide = await tooWide(page, () => page.getByRole('textbox', { name: 'Content' }).waitFor());
    expect(wide).toEqual([]);
    for (const s of SCREENS) {
      await page.setViewportSize({ width: s.width, height: s.height });
      for (const path of ['/admin/blog', '/admin/blog/post']) {
        await page.goto(`${base}${path}`);
        await page.locator('h1').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${path} on a ${s.name}`).toEqual([]);
      }
    }
    await context.close();
  });
});
