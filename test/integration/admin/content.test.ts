import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/content';
import type { BlogPost } from '#shared/schemas/blog';
import type { AdminBlogPost } from '#shared/schemas/admin-content';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demoBlogPosts } from '#infra/local/seed/blog-posts';
import { makeId } from '#infra/local/seed/demo-data';
import { session, uniqueIp } from '#test/support/session';
import { pngBytes, postToBucket } from '#test/support/uploads';

const base = inject('baseUrl');

async function signIn(role: 'admin' | 'producer') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

const publicPost = async (id: string) =>
  ((await (await fetch(`${base}/api/consumer/blogs/`)).json()) as BlogPost[]).find((p) => p.id === id);

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe('the admin content area (CannaTalk posts)', () => {
  it('schedules a post: not public before its time, public from it, gone once unpublished', async () => {
    const admin = await signIn('admin');
    const created = await admin.post('/api/admin/blog-posts', {
      title: 'Scheduled',
      content: '<p onclick="x()">Hello <strong>there</strong><script>alert(1)</script></p>',
      featured_image: demoBlogPosts().posts[0]!.featured_image,
      publishedAt: inAnHour(),
      published: true,
    });
    expect(created.status).toBe(200);
    const post = created.body.post as AdminBlogPost;
    expect(post.content).toBe('<p>Hello <strong>there</strong></p>');
    expect(post.excerpt).toBe('Hello there');
    expect(post.version).toBe(1);
    const listed = await admin.get('/api/admin/blog-posts?limit=100');
    expect(listed.body.posts.map((p: AdminBlogPost) => p.id)).toContain(post.id);
    // the public list answers from a 5 s cache: give it time to read again, then it must still be absent
    await new Promise((r) => setTimeout(r, 5_500));
    expect(await publicPost(post.id)).toBeUndefined();

    const due = await admin.put(`/api/admin/blog-post/${post.id}`, {
      title: post.title,
      content: post.content,
      featured_image: post.featured_image,
      publishedAt: anHourAgo(),
      published: true,
      version: 1,
    });
    expect(due.status).toBe(200);
    expect(due.body.post.version).toBe(2);
    await expect
      .poll(async () => (await publicPost(post.id))?.title, { interval: 250, timeout: 10_000 })
      .toBe('Scheduled');

    const unpublished = await admin.put(`/api/admin/blog-post/${post.id}`, {
      title: post.title,
      content: post.content,
      publishedAt: anHourAgo(),
      published: false,
      version: 2,
    });
    expect(unpublished.status).toBe(200);
    await expect.poll(async () => await publicPost(post.id), { interval: 250, timeout: 10_000 }).toBeUndefined();
  });

  it('refuses a save or a delete on a version another admin moved on from, changing nothing', async () => {
    const admin = await signIn('admin');
    const body = { title: 'Versioned', content: '<p>one</p>', publishedAt: anHourAgo(), published: false };
    const { post } = (await admin.post('/api/admin/blog-posts', body)).body as { post: AdminBlogPost };
    expect(
      (await admin.put(`/api/admin/blog-post/${post.id}`, { ...body, content: '<p>two</p>', version: 1 })).status,
    ).toBe(200);
    const stale = await admin.put(`/api/admin/blog-post/${post.id}`, { ...body, content: '<p>three</p>', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errorMessage).toBe(messages.changedMeanwhile);
    expect((await admin.del(`/api/admin/blog-post/${post.id}?version=1`)).status).toBe(409);
    const kept = (await admin.get('/api/admin/blog-posts?limit=100')).body.posts.find(
      (p: AdminBlogPost) => p.id === post.id,
    );
    expect(kept.content).toBe('<p>two</p>');
    expect((await admin.del(`/api/admin/blog-post/${post.id}?version=2`)).status).toBe(200);
    expect((await admin.del(`/api/admin/blog-post/${post.id}?version=2`)).status).toBe(404);
  });

  it('takes a featured image through the upload path, and refuses one that is not there', async () => {
    const admin = await signIn('admin');
    const q = new URLSearchParams({ 'file-name': 'cover.png', 'file-type': 'image/png' });
    const signed = await admin.get(`/api/admin/blog-image/sign-s3?${q}`);
    expect(signed.status).toBe(200);
    expect(signed.body.url).toMatch(/^\/media\/blog\/0{24}\/[0-9a-f]{24}\.png$/);
    const body = { title: 'Illustrated', content: '<p>x</p>', publishedAt: anHourAgo(), published: false };
    // signed but not yet confirmed: the file is not where the post would name it
    const early = await admin.post('/api/admin/blog-posts', { ...body, featured_image: signed.body.url });
    expect(early.status).toBe(400);
    expect(early.body.errorMessage).toBe(messages.imageNotFound);
    expect(await postToBucket(signed.body.signedRequest, pngBytes())).toBeLessThan(300);
    // a company's confirm route never reaches the platform's uploads
    expect((await admin.post(`/api/client/${'0'.repeat(24)}/upload/${signed.body.uploadId}/confirm`)).status).toBe(404);
    const confirmed = await admin.post(`/api/admin/blog-image/${signed.body.uploadId}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.upload.url).toBe(signed.body.url);
    expect((await fetch(`${base}${signed.body.url}`)).status).toBe(200);
    const created = await admin.post('/api/admin/blog-posts', { ...body, featured_image: signed.body.url });
    expect(created.status).toBe(200);
    expect(created.body.post.featured_image).toBe(signed.body.url);
    // a link elsewhere is not a featured image
    const foreign = await admin.post('/api/admin/blog-posts', { ...body, featured_image: 'https://example.com/x.png' });
    expect(foreign.status).toBe(400);
    await admin.del(`/api/admin/blog-post/${created.body.post.id}?version=1`);
  });

  it('is for admins only', async () => {
    const producer = await signIn('producer');
    expect((await producer.get('/api/admin/blog-posts')).status).toBe(403);
    const q = new URLSearchParams({ 'file-name': 'cover.png', 'file-type': 'image/png', purpose: 'blog' });
    // a company's sign route takes no blog purpose, even from its own members
    expect((await producer.get(`/api/client/${makeId(1, 0)}/sign-s3?${q}`)).status).toBe(400);
    expect((await producer.get(`/api/admin/blog-image/sign-s3?${q}`)).status).toBe(403);
    expect((await session(base).get('/api/admin/blog-posts')).status).toBe(401);
  });
});
