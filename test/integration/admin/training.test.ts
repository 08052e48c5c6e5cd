import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/training';
import type { TrainingVideo } from '#shared/schemas/training';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { session, uniqueIp } from '#test/support/session';
import { addTrainingVideo } from '#test/support/training';
import { postToBucket } from '#test/support/uploads';
import { makeId } from '#infra/local/seed/demo-data';

const base = inject('baseUrl');

async function signIn(role: 'admin' | 'producer') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

type Session = Awaited<ReturnType<typeof signIn>>;
const list = async (s: Session) => (await s.get('/api/training-videos')).body.videos as TrainingVideo[];

describe('Platform Training videos', () => {
  it('adds videos last, edits, reorders and deletes them; signed-in users read them in order', async () => {
    const admin = await signIn('admin');
    const tag = Date.now().toString(36);
    const add = (title: string, link: string) => addTrainingVideo(admin, `${title} ${tag}`, link);
    const a = await add('Brands', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const b = await add('Lots', 'https://vimeo.com/76979871');
    const c = await add('Stickers', 'https://media.example.com/training/stickers.mp4');
    expect(b.position).toBeGreaterThan(a.position);
    expect(c.position).toBeGreaterThan(b.position);

    const edited = await admin.put(`/api/admin/training-video/${a.id}`, {
      title: `Brands and logos ${tag}`,
      description: 'Setting up a brand',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.video.version).toBe(2);
    const stale = await admin.put(`/api/admin/training-video/${a.id}`, {
      title: 'Stale',
      description: '',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorMessage).toBe(messages.videoChangedMeanwhile);

    // every video once, ours moved to the front in a new order
    const all = await list(admin);
    const ours = [c.id, a.id, b.id];
    const ids = [...ours, ...all.map((v) => v.id).filter((id) => !ours.includes(id))];
    expect((await admin.put('/api/admin/training-videos/order', { ids: ids.slice(1) })).status).toBe(409);
    const moved = await admin.put('/api/admin/training-videos/order', { ids });
    expect(moved.status).toBe(200);
    const producer = await signIn('producer');
    const seen = await list(producer);
    expect(seen.slice(0, 3).map((v) => v.title)).toEqual([`Stickers ${tag}`, `Brands and logos ${tag}`, `Lots ${tag}`]);

    const now = seen.find((v) => v.id === b.id)!;
    expect((await admin.del(`/api/admin/training-video/${b.id}?version=${now.version - 1}`)).status).toBe(409);
    expect((await admin.del(`/api/admin/training-video/${b.id}?version=${now.version}`)).status).toBe(200);
    expect((await list(admin)).map((v) => v.id)).not.toContain(b.id);
    for (const v of [a, c]) {
      const current = (await list(admin)).find((x) => x.id === v.id)!;
      expect((await admin.del(`/api/admin/training-video/${v.id}?version=${current.version}`)).status).toBe(200);
    }
  });

  it('takes only YouTube, Vimeo or .mp4 links, and is written by admins only', async () => {
    const admin = await signIn('admin');
    for (const link of ['http://vimeo.com/76979871', 'https://example.com/page', 'javascript:alert(1)'])
      expect((await admin.post('/api/admin/training-videos', { title: 'Bad', description: '', link })).status).toBe(
        400,
      );
    const producer = await signIn('producer');
    const body = { title: 'Nope', description: '', link: 'https://vimeo.com/76979871' };
    expect((await producer.post('/api/admin/training-videos', body)).status).toBe(403);
    expect((await session(base).get('/api/training-videos')).status).toBe(401);
  });

  it('keeps an uploaded video file: checked by its first bytes, saved only once confirmed, served in ranges', async () => {
    const admin = await signIn('admin');
    // a WebM file opens with its EBML header; the rest stands in for the video's frames
    const bytes = new Uint8Array(4096).map((_, i) => i % 251);
    bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
    const q = new URLSearchParams({ 'file-name': 'welcome.webm', 'file-type': 'video/webm' });
    const signed = await admin.get(`/api/admin/training-file/sign-s3?${q}`);
    expect(signed.status).toBe(200);
    expect(signed.body.url).toMatch(/^\/media\/training\/0{24}\/[0-9a-f]{24}\.webm$/);
    const body = { title: 'Uploaded welcome', description: '', link: signed.body.url };
    // signed but not yet confirmed: the file is not where the video would name it
    const early = await admin.post('/api/admin/training-videos', body);
    expect(early.status).toBe(400);
    expect(early.body.errorMessage).toBe(messages.fileNotFound);
    expect(await postToBucket(signed.body.signedRequest, bytes)).toBeLessThan(300);
    const confirmed = await admin.post(`/api/admin/training-file/${signed.body.uploadId}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.upload).toMatchObject({ url: signed.body.url, contentType: 'video/webm', size: 4096 });

    // the browser's player reads the file in ranges
    const part = await fetch(`${base}${signed.body.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4096');
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...bytes.slice(100, 200)]);
    const whole = await fetch(`${base}${signed.body.url}`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(4096);

    const created = await admin.post('/api/admin/training-videos', body);
    expect(created.status).toBe(200);
    const producer = await signIn('producer');
    expect((await list(producer)).find((v) => v.id === created.body.video.id)?.link).toBe(signed.body.url);
    expect((await admin.del(`/api/admin/training-video/${created.body.video.id}?version=1`)).status).toBe(200);
  });

  it('refuses a file that is not the video it claims, and uploads of videos by anyone but admins', async () => {
    const admin = await signIn('admin');
    const q = new URLSearchParams({ 'file-name': 'clip.mp4', 'file-type': 'video/mp4' });
    const signed = await admin.get(`/api/admin/training-file/sign-s3?${q}`);
    expect(await postToBucket(signed.body.signedRequest, new TextEncoder().encode('<!doctype html>'))).toBeLessThan(
      300,
    );
    const refused = await admin.post(`/api/admin/training-file/${signed.body.uploadId}/confirm`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('The file is not a real MP4 file, so it was removed.');
    expect((await fetch(`${base}${signed.body.url}`)).status).toBe(404);
    expect(
      (
        await admin.get(
          `/api/admin/training-file/sign-s3?${new URLSearchParams({ 'file-name': 'a.mov', 'file-type': 'video/quicktime' })}`,
        )
      ).status,
    ).toBe(400);

    const producer = await signIn('producer');
    expect((await producer.get(`/api/admin/training-file/sign-s3?${q}`)).status).toBe(403);
    // a company's sign route takes no video, for any purpose
    for (const purpose of ['training', 'product'])
      expect(
        (
          await producer.get(
            `/api/client/${makeId(1, 0)}/sign-s3?${new URLSearchParams({ 'file-name': 'a.mp4', 'file-type': 'video/mp4', purpose })}`,
          )
        ).status,
      ).toBe(400);
  });
});
