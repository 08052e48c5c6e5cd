import { describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { session, uniqueIp } from '#test/support/session';
import { addTrainingVideo } from '#test/support/training';

// Platform Training as the demo producer, from the side menu: the videos an admin listed, each in
// its player, with the support address; axe and layouts. Other files add videos to the same list
// (the route fuzzer, the matrix), so this one looks only at its own. The players' hosts are out of
// reach here: their frames and files are answered by the test.

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
const account = (role: string) => DEMO_ACCOUNTS.find((x) => x.role === role)!;

async function asAdmin() {
  const admin = session(base, { 'x-forwarded-for': uniqueIp() });
  const a = account('admin');
  expect((await admin.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return admin;
}

describe('Platform Training', () => {
  it('plays the videos an admin listed, in order, and says how to get help', async () => {
    const admin = await asAdmin();
    const tag = Date.now().toString(36);
    const add = (title: string, link: string) => addTrainingVideo(admin, `${title} ${tag}`, link);
    const youtube = await add('Your first brand', 'https://youtu.be/dQw4w9WgXcQ');
    const file = await add('Printing stickers', 'https://media.example.com/training/stickers.mp4');
    try {
      const { context, page } = await signedIn(account('producer'));
      const frames: string[] = [];
      await context.route('https://www.youtube-nocookie.com/**', (r) => {
        frames.push(r.request().url());
        return r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
      });
      await context.route('https://media.example.com/**', (r) => r.fulfill({ status: 404 }));
      await page.goto(`${base}/client/${PRODUCER}/manageBrands`);
      const menu = page.getByRole('navigation', { name: 'Company' });
      await menu.getByRole('link', { name: 'Platform Training' }).click();
      await page.waitForURL(`${base}/client/${PRODUCER}/training`);
      const title = page.getByRole('heading', { name: 'Platform Training', level: 1 });
      await title.waitFor();
      const list = page.getByRole('list', { name: 'Training videos' });
      const first = list.getByRole('heading', { name: youtube.title });
      await first.waitFor();
      // in the admin's order: the first added comes first
      const titles = await list.getByRole('heading', { level: 2 }).allTextContents();
      expect(titles.indexOf(youtube.title)).toBeLessThan(titles.indexOf(file.title));
      const frame = list.locator(`iframe[title="${youtube.title}"]`);
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      await frame.scrollIntoViewIfNeeded();
      await expect.poll(() => frames).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      const video = list.getByLabel(file.title);
      expect(await video.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
      expect(await video.getAttribute('src')).toBe(file.link);
      expect(
        await page.locator('main').getByRole('link', { name: 'support@cannastamp.com' }).getAttribute('href'),
      ).toMatch(/^mailto:support@cannastamp\.com/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await tooWide(page, () => first.waitFor())).toEqual([]);
      await context.close();
    } finally {
      for (const v of [youtube, file]) await admin.del(`/api/admin/training-video/${v.id}?version=${v.version}`);
    }
  });
});
