import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/training';
import type { TrainingVideo } from '#shared/schemas/training';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { session, uniqueIp } from '#test/support/session';
import { addTrainingVideo } from '#test/support/training';

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
});
