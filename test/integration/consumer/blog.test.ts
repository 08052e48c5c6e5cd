import { describe, expect, inject, it } from 'vitest';
import type { BlogPost } from '#shared/schemas/blog';
import { addBlogPost } from '#test/support/data/blog';
import { demoBlogPosts } from '#infra/local/seed/blog-posts';

const base = inject('baseUrl');
// admins (and the route fuzzer) publish posts of their own beside the seed's: the seed's are the ones checked here
const seeded = new Set(demoBlogPosts().posts.map((p) => p.id));

describe('the blog', () => {
  it('lists the seeded posts newest first, each with title, content and featured image', async () => {
    const r = await fetch(`${base}/api/consumer/blogs/`);
    expect(r.status).toBe(200);
    const posts = (await r.json()) as BlogPost[];
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    expect(posts.map((p) => p.title)).toContain('How to read a certificate of analysis');
    const ours = posts.filter((p) => seeded.has(p.id));
    expect(ours).toHaveLength(seeded.size);
    for (const p of ours) {
      expect(p.content).toMatch(/^<p>/);
      expect((await fetch(`${base}${p.featured_image}`)).status).toBe(200);
    }
  });

  it('sanitises whatever HTML a post was saved with before it leaves the API', async () => {
    const id = `5c4d${Date.now().toString(16).padStart(20, '0')}`;
    const publishedAt = new Date().toISOString();
    await addBlogPost({
      id,
      title: 'Unsafe',
      excerpt: 'x',
      publishedAt,
      content:
        '<p onclick="alert(1)">Hello<script>alert(1)</script> <a href="javascript:alert(1)">link</a> <img src=x onerror=alert(1)></p>',
    });
    // the instance keeps posts for up to 5 s
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${base}/api/consumer/blogs/`)).json()) as BlogPost[]).find((p) => p.id === id)?.content,
        { interval: 250 },
      )
      .toBe('<p>Hello <a>link</a> </p>');
  });
});
