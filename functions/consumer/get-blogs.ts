import { sanitizeHtml } from '#shared/sanitize-html';
import * as consumer from '#shared/routes/consumer';
import { listBlogPosts } from '#lib/blog/store';
import { httpRoute } from '#lib/runtime/http';
import { readCache } from '#lib/base/read-cache';

// GET blogs (spec 1): the posts public now, newest first. A scheduled post is filtered out here, at
// read time, until its publishedAt (docs/admin-content.md). Their HTML is sanitised on the way
// out, so whatever a post was saved with, the page only ever receives the allowlisted markup.
const posts = readCache(async () =>
  (await listBlogPosts(new Date().toISOString())).map((p) => ({ ...p, content: sanitizeHtml(p.content) })),
);

export const handler = httpRoute(consumer.getBlogs, () => posts('all'));
